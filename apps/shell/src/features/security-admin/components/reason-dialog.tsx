import { Form, Input, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const maxReasonLength = 200;

/**
 * Asks why, before an action on an account: the reason is required and goes to the audit trail.
 * `onConfirm` resolves when the action is done; the dialog stays open while it runs.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmText,
  danger,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmText: string;
  danger: boolean;
  busy: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  // Field ids are unique on the page: kept-alive tabs may hold this dialog twice.
  const formName = `security-reason-${useId()}`;

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={t('securityAdmin.cancel')}
      okButtonProps={{ danger, htmlType: 'submit', form: formName }}
      confirmLoading={busy}
      onCancel={onCancel}
      // Kept mounted, so the form stays connected; emptied each time it closes.
      forceRender
      afterOpenChange={(isOpen) => {
        if (!isOpen) form.resetFields();
      }}
    >
      <p>{description}</p>
      <Form
        form={form}
        name={formName}
        layout="vertical"
        onFinish={({ reason }) => onConfirm(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('securityAdmin.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('securityAdmin.reasonRequired'),
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={maxReasonLength}
            showCount
            placeholder={t('securityAdmin.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
