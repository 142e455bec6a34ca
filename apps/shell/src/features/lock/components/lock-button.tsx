import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLockPassword, setLockPassword } from '../lock-state';

type LockPasswordForm = { password: string };

/**
 * Locks the screen (spec §4). Without a lock password a dialog asks for one first; the caller
 * then shows the lock page.
 */
export function LockButton({ onLock }: { onLock: () => void }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [form] = Form.useForm<LockPasswordForm>();

  function onClick() {
    if (hasLockPassword()) onLock();
    else setAsking(true);
  }

  async function onSubmit({ password }: LockPasswordForm) {
    setSaving(true);
    try {
      await setLockPassword(password);
      setAsking(false);
      form.resetFields();
      onLock();
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Tooltip title={t('lock.lock')}>
        <Button
          type="text"
          icon={<LockOutlined />}
          aria-label={t('lock.lock')}
          onClick={onClick}
          data-testid="lock-button"
        />
      </Tooltip>
      <Modal
        open={isAsking}
        title={t('lock.setPasswordTitle')}
        okText={t('lock.lockNow')}
        cancelText={t('session.cancel')}
        confirmLoading={isSaving}
        onOk={() => form.submit()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          name="lock-password"
          layout="vertical"
          onFinish={onSubmit}
          preserve={false}
        >
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
    </>
  );
}
