import { callEndpoint } from '@/lib/http/call-endpoint';
import type { ApprovedProject, InitContractBody } from '@portal/contract';
import { financeRoutes } from '@portal/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { financeQueries } from '../api/finance-queries';

export type ContractInitFormProps = { firmId: number; project: ApprovedProject };

/** Opens the contract application of an approved project, once confirmed. */
export function ContractInitForm({ firmId, project }: ContractInitFormProps) {
  const { t } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `contract-${useId()}`;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ remark?: string }>();
  const init = useMutation({
    // Silent: the form shows the server's message.
    mutationFn: (body: InitContractBody) =>
      callEndpoint(financeRoutes.initContract, { body, silent: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: financeQueries.project(firmId, project.id).queryKey,
      }),
  });

  if (init.isSuccess) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('workbenchLists.finance.contractDone', { no: init.data.contractNo })}
      />
    );
  }
  if (project.contractApplication) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('workbenchLists.finance.contractExists', {
          no: project.contractApplication.contractNo,
        })}
      />
    );
  }
  return (
    <Form form={form} name={formName} layout="vertical" className="finance-dialog__form">
      <Form.Item
        name="remark"
        label={t('workbenchLists.finance.remark')}
        rules={[{ max: 500, message: t('workbenchLists.finance.remarkTooLong') }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      {init.isError && <Alert type="error" showIcon title={init.error.message} />}
      <Popconfirm
        title={t('workbenchLists.finance.contractConfirm', { name: project.name })}
        okText={t('workbenchLists.confirm')}
        cancelText={t('workbenchLists.cancel')}
        onConfirm={() => {
          const remark = form.getFieldValue('remark')?.trim();
          init.mutate({ projectId: project.id, ...(remark ? { remark } : {}) });
        }}
      >
        <Button type="primary" loading={init.isPending}>
          {t('workbenchLists.finance.contractSubmit')}
        </Button>
      </Popconfirm>
    </Form>
  );
}
