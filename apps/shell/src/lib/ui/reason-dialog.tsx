import { Form, Input, Modal } from 'antd';
import { useId } from 'react';

const maxReasonLength = 200;

/** The dialog's own words, from the page that asks (its messages are the page's). */
export type ReasonDialogLabels = {
  reason: string;
  placeholder: string;
  required: string;
  cancel: string;
};

/**
 * Asks why, before an administrator's action (on an account, on a change to approve): the reason
 * is required and goes to the audit trail. `onConfirm` resolves when the action is done; the
 * dialog stays open while it runs.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmText,
  danger,
  busy,
  labels,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmText: string;
  danger: boolean;
  busy: boolean;
  labels: ReasonDialogLabels;
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  // Field ids are unique on the page: kept-alive tabs may hold this dialog twice.
  const formName = `reason-${useId()}`;

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={labels.cancel}
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
          label={labels.reason}
          rules={[{ required: true, whitespace: true, message: labels.required }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={maxReasonLength}
            showCount
            placeholder={labels.placeholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
