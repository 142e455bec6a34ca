import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLockPassword } from '../lock-password';

type LockPasswordForm = { password: string };

/** Asks for the lock password (spec §5: it cannot be empty), keeps its digest, then locks. */
export function LockPasswordDialog({
  onCancel,
  onSet,
}: {
  onCancel: () => void;
  onSet: () => void;
}) {
  const { t } = useTranslation();
  const [isSaving, setSaving] = useState(false);
  const [form] = Form.useForm<LockPasswordForm>();

  async function onSubmit({ password }: LockPasswordForm) {
    setSaving(true);
    try {
      await setLockPassword(password);
      onSet();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('lock.setPasswordTitle')}
      okText={t('lock.lockNow')}
      cancelText={t('session.cancel')}
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
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
