import { dialogMotion } from '@/lib/ui/dialog-motion';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLockPassword } from '../lock-password';

export type LockPasswordDialogProps = {
  onCancel: () => void;
  onSet: () => void;
};

type LockPasswordForm = { password: string };

/**
 * Asks for the lock password (spec §5: it cannot be empty), then locks at once while its digest
 * is kept (the unlock waits for it): the lock page covers the dialog in the frame after the click.
 */
export function LockPasswordDialog({ onCancel, onSet }: LockPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LockPasswordForm>();

  function onSubmit({ password }: LockPasswordForm) {
    void setLockPassword(password);
    onSet();
  }

  return (
    <Modal
      open
      title={t('lock.setPasswordTitle')}
      okText={t('lock.lockNow')}
      cancelText={t('session.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      {...dialogMotion}
    >
      <Form form={form} name="lock-password" layout="vertical" onFinish={onSubmit}>
        <Form.Item
          name="password"
          label={t('lock.password')}
          extra={t('lock.setPasswordHint')}
          rules={[{ required: true, whitespace: true, message: t('lock.passwordRequired') }]}
        >
          <Input.Password autoFocus autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
