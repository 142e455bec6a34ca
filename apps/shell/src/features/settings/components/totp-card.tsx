import { failureMessage } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Modal, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentPasswordForm } from './current-password-form';
import { removeTotp, totpStatusQuery } from '../api/totp-queries';

// The QR code and the enrolment's steps load when the user opens them.
const TotpSetupDialog = lazy(() =>
  import('./totp-dialogs').then((module) => ({ default: module.TotpSetupDialog })),
);
const RegenerateCodesDialog = lazy(() =>
  import('./totp-dialogs').then((module) => ({ default: module.RegenerateCodesDialog })),
);

/** Fewer recovery codes than this left: the card suggests new ones. */
const lowCodes = 3;

type Dialog = 'setup' | 'regenerate' | 'remove' | null;

type Props = { userId: number; username: string; className?: string };

/**
 * The user's authenticator app (docs/security.md, "Second factor: authenticator app (TOTP)"):
 * whether it is set up and how many recovery codes are left; set it up, regenerate the recovery
 * codes, remove it (the current password confirms each).
 */
export function TotpCard({ userId, username, className }: Props) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const status = useQuery(totpStatusQuery(userId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const reload = () => void queryClient.invalidateQueries(totpStatusQuery(userId));
  const close = () => setDialog(null);
  const enrolled = status.data?.enrolled === true;
  const codesLeft = status.data?.recoveryCodesLeft ?? 0;

  return (
    <Card
      className={className}
      variant="borderless"
      loading={status.isPending}
      title={<h2 className="settings__card-title">{t('settings.totp.title')}</h2>}
      extra={
        !enrolled &&
        !status.isPending && (
          <Button type="primary" onClick={() => setDialog('setup')} data-testid="totp-set-up">
            {t('settings.totp.setUp')}
          </Button>
        )
      }
      data-testid="totp-card"
    >
      <p className="settings__hint">{t('settings.totp.intro')}</p>
      {enrolled ? (
        <>
          <p data-testid="totp-status">
            <Tag color="success">
              {t('settings.totp.on', { when: formatTime(status.data?.confirmedAt ?? '') })}
            </Tag>
            <span className="settings__totp-codes-left" data-testid="totp-codes-left">
              {t('settings.totp.codesLeft', { count: codesLeft })}
            </span>
          </p>
          {codesLeft < lowCodes && (
            <Alert
              className="settings__alert"
              type="warning"
              showIcon
              title={t('settings.totp.codesLow')}
              data-testid="totp-codes-low"
            />
          )}
          <Space wrap>
            <Button onClick={() => setDialog('regenerate')} data-testid="totp-regenerate">
              {t('settings.totp.regenerate')}
            </Button>
            <Button danger onClick={() => setDialog('remove')} data-testid="totp-remove">
              {t('settings.totp.remove')}
            </Button>
          </Space>
        </>
      ) : (
        !status.isPending && <p data-testid="totp-status">{t('settings.totp.off')}</p>
      )}
      <Suspense fallback={null}>
        {dialog === 'setup' && (
          <TotpSetupDialog username={username} onClose={close} onDone={reload} />
        )}
        {dialog === 'regenerate' && (
          <RegenerateCodesDialog username={username} onClose={close} onDone={reload} />
        )}
      </Suspense>
      {dialog === 'remove' && <RemoveDialog onClose={close} onDone={reload} />}
    </Card>
  );
}

function RemoveDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const remove = useMutation({
    mutationFn: ({ password }: { password: string }) => removeTotp(password),
    onSuccess: () => {
      void notify('success', t('settings.totp.removed'));
      onDone();
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('settings.totp.removeTitle')}
      okText={t('settings.totp.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('session.cancel')}
      confirmLoading={remove.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <CurrentPasswordForm
        form={form}
        hint={t('settings.totp.removeHint')}
        error={remove.error ? failureMessage(remove.error, t('settings.totp.failed')) : undefined}
        errorTestId="totp-remove-error"
        onFinish={(values) => remove.mutate(values)}
        passwordTestId="totp-remove-password"
      />
    </Modal>
  );
}
