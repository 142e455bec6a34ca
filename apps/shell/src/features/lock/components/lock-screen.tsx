import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input } from 'antd';
import { usePaintedOnce } from '@/lib/use-painted-once';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordLockEvent } from '../api/record-lock-event';
import { isLockPassword } from '../lock-password';
import { announceLockScreenShown } from '../lock-screen-shown';
import { PasskeyUnlock } from './passkey-unlock';
import './lock-screen.css';

export type LockScreenProps = {
  userName: string;
  avatar: string | undefined;
  onUnlocked: () => void;
  onSignOut: () => void;
};

type UnlockForm = { password: string };

/** The lock page (DESIGN §6): the user, one password field, and sign out. */
export function LockScreen({ userName, avatar, onUnlocked, onSignOut }: LockScreenProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UnlockForm>();
  const [isChecking, setChecking] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  // Before the browser paints it: the dialog that locked goes in the same frame.
  useLayoutEffect(announceLockScreenShown, []);
  // The cover and the user in the frame after the click, the form in the next: its antd parts
  // take a long task to mount, which would otherwise leave the page uncovered meanwhile.
  const isFormShown = usePaintedOnce({ untilIdle: false });

  async function onSubmit({ password }: UnlockForm) {
    setChecking(true);
    try {
      if (await isLockPassword(password)) {
        recordLockEvent({ event: 'unlock', result: 'success' });
        onUnlocked();
        return;
      }
      recordLockEvent({ event: 'unlock', result: 'failure' });
      setError(t('lock.wrongPassword'));
      form.resetFields();
    } finally {
      setChecking(false);
    }
  }

  return (
    <div
      className="lock-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-screen-title"
    >
      <div className="lock-screen__card">
        <Avatar size={72} src={avatar || undefined} className="lock-screen__avatar">
          {userName.slice(0, 1)}
        </Avatar>
        <h1 id="lock-screen-title" className="lock-screen__name">
          {userName}
        </h1>
        <p className="lock-screen__hint">
          <LockOutlined /> {t('lock.locked')}
        </p>
        {isFormShown ? (
          <>
            <Form
              form={form}
              name="unlock"
              className="lock-screen__form"
              onFinish={onSubmit}
              onValuesChange={() => setError(undefined)}
            >
              <Form.Item
                name="password"
                rules={[{ required: true, message: t('lock.passwordRequired') }]}
                {...(error ? { validateStatus: 'error' as const, help: error } : {})}
              >
                <Input.Password
                  autoFocus
                  aria-label={t('lock.password')}
                  placeholder={t('lock.unlockPlaceholder')}
                  autoComplete="off"
                  data-testid="unlock-password"
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                block
                icon={<UnlockOutlined />}
                loading={isChecking}
              >
                {t('lock.unlock')}
              </Button>
            </Form>
            <PasskeyUnlock onUnlocked={onUnlocked} />
            <Button type="link" icon={<LogoutOutlined />} onClick={onSignOut}>
              {t('session.signOut')}
            </Button>
          </>
        ) : (
          <div className="lock-screen__pending" aria-busy="true" />
        )}
      </div>
    </div>
  );
}
