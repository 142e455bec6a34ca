import { callEndpoint } from '@/lib/http/call-endpoint';
import type { ApprovedProject, PaymentBody } from '@portal/contract';
import { financeRoutes } from '@portal/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeQueries } from '../api/finance-queries';
import { formatMoney, isValidAccount, isValidAmount } from '../money';

export type PaymentFormProps = { firmId: number; project: ApprovedProject };

type PaymentValues = { amount: string; payeeName: string; payeeAccount: string; purpose?: string };

/** Applies for a payment under the project's contract application, after a confirmation step. */
export function PaymentForm({ firmId, project }: PaymentFormProps) {
  const { t, i18n } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `payment-${useId()}`;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PaymentValues>();
  const [confirming, setConfirming] = useState<PaymentBody>();
  const contract = project.contractApplication;
  const pay = useMutation({
    // Silent: the form shows the server's message.
    mutationFn: (body: PaymentBody) =>
      callEndpoint(financeRoutes.applyForPayment, { body, silent: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: financeQueries.project(firmId, project.id).queryKey,
      }),
    onSettled: () => setConfirming(undefined),
  });
  const money = (amount: string) => formatMoney(amount, project.currency, i18n.language);

  if (!contract) {
    return <Alert type="warning" showIcon title={t('workbenchLists.finance.needsContract')} />;
  }
  if (pay.isSuccess) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('workbenchLists.finance.paymentDone', {
          no: pay.data.paymentNo,
          remaining: money(pay.data.remainingAmount),
        })}
      />
    );
  }

  return (
    <Form<PaymentValues>
      name={formName}
      form={form}
      layout="vertical"
      className="finance-dialog__form"
      initialValues={{ payeeName: project.customer }}
      disabled={confirming !== undefined || pay.isPending}
      onFinish={(values) =>
        setConfirming({
          contractAppId: contract.id,
          amount: values.amount.trim(),
          payeeName: values.payeeName.trim(),
          payeeAccount: values.payeeAccount.trim(),
          ...(values.purpose?.trim() ? { purpose: values.purpose.trim() } : {}),
        })
      }
    >
      <Form.Item
        name="amount"
        label={t('workbenchLists.finance.paymentAmount', {
          remaining: money(contract.remainingAmount),
        })}
        rules={[
          { required: true, message: t('workbenchLists.finance.amountInvalid') },
          {
            validator: (_, value: string | undefined) =>
              !value || isValidAmount(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('workbenchLists.finance.amountInvalid'))),
          },
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="payeeName"
        label={t('workbenchLists.finance.payeeName')}
        rules={[
          {
            required: true,
            whitespace: true,
            max: 128,
            message: t('workbenchLists.finance.payeeNameRequired'),
          },
        ]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item
        name="payeeAccount"
        label={t('workbenchLists.finance.payeeAccount')}
        rules={[
          { required: true, message: t('workbenchLists.finance.accountInvalid') },
          {
            validator: (_, value: string | undefined) =>
              !value || isValidAccount(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('workbenchLists.finance.accountInvalid'))),
          },
        ]}
      >
        <Input maxLength={34} />
      </Form.Item>
      <Form.Item name="purpose" label={t('workbenchLists.finance.purpose')}>
        <Input maxLength={200} />
      </Form.Item>
      {pay.isError && <Alert type="error" showIcon title={pay.error.message} />}
      {confirming ? (
        <Alert
          type="warning"
          showIcon
          role="alertdialog"
          title={t('workbenchLists.finance.paymentConfirm', {
            amount: money(Number(confirming.amount).toFixed(2)),
            payee: confirming.payeeName,
          })}
          action={
            <Space>
              <Button onClick={() => setConfirming(undefined)} disabled={false}>
                {t('workbenchLists.cancel')}
              </Button>
              <Button
                type="primary"
                disabled={false}
                loading={pay.isPending}
                onClick={() => pay.mutate(confirming)}
              >
                {t('workbenchLists.confirm')}
              </Button>
            </Space>
          }
        />
      ) : (
        <Button type="primary" htmlType="submit">
          {t('workbenchLists.finance.paymentSubmit')}
        </Button>
      )}
    </Form>
  );
}
