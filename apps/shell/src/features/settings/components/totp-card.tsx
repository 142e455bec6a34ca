import { failureMessage } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import type { TotpEnrolment } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Modal, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeTotp, startTotpEnrolment, totpStatusQuery } from '../api/totp-queries';
import { isProofCancelled, useFreshProof, type FreshProof } from '../use-fresh-proof';

// The QR code and the enrolment's steps load when the user opens them.
const TotpSetupDialog = lazy(() =>
  import('./totp-dialogs').then((module) => ({ default: module.TotpSetupDialog })),
);
const RegenerateCodesDialog = lazy(() =>
  import('./totp-dialogs').then((module) => ({ default: module.RegenerateCodesDialog })),
);

/** Fewer recovery codes than this left: the card suggests new ones. */
const lowCodes = 3;

type Dialog =
  { kind: 'setup'; enrolment: TotpEnrolment } | { kind: 'regenerate' | 'remove' } | null;

type Props = { userId: number; username: string; className?: string };

/**
 * The user's authenticator app (docs/security.md, "Second factor: authenticator app (TOTP)"):
 * whether it is set up and how many recovery codes are left; set it up, regenerate the recovery
 * codes, remove it (each after "confirm it's you" when the session has no fresh proof).
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
  const { withProof, proofDialog } = useFreshProof();
  const start = useMutation({
    mutationFn: () => withProof(startTotpEnrolment),
    onSuccess: (enrolment) => setDialog({ kind: 'setup', enrolment }),
    // Set up meanwhile (another tab): the card shows it.
    onSettled: (_, failure) => {
      if (failure) reload();
    },
  });
  const startProblem =
    start.error && !isProofCancelled(start.error)
      ? failureMessage(start.error, t('settings.totp.failed'))
      : undefined;

  return (
    <Card
      className={className}
      variant="borderless"
      loading={status.isPending}
      title={<h2 className="settings__card-title">{t('settings.totp.title')}</h2>}
      extra={
        !enrolled &&
        !status.isPending && (
          <Button
            type="primary"
            loading={start.isPending}
            onClick={() => start.mutate()}
            data-testid="totp-set-up"
          >
            {t('settings.totp.setUp')}
          </Button>
        )
      }
      data-testid="totp-card"
    >
      <p className="settings__hint">{t('settings.totp.intro')}</p>
      {startProblem && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={startProblem}
          data-testid="totp-problem"
        />
      )}
      {enrolled ? (
        <>
          <p data-testid="totp-status">
            <Tag color="green">
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
            <Button onClick={() => setDialog({ kind: 'regenerate' })} data-testid="totp-regenerate">
              {t('settings.totp.regenerate')}
            </Button>
            <Button danger onClick={() => setDialog({ kind: 'remove' })} data-testid="totp-remove">
              {t('settings.totp.remove')}
            </Button>
          </Space>
        </>
      ) : (
        !status.isPending && <p data-testid="totp-status">{t('settings.totp.off')}</p>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'setup' && (
          <TotpSetupDialog
            username={username}
            enrolment={dialog.enrolment}
            onClose={close}
            onDone={reload}
          />
        )}
        {dialog?.kind === 'regenerate' && (
          <RegenerateCodesDialog
            username={username}
            withProof={withProof}
            onClose={close}
            onDone={reload}
          />
        )}
      </Suspense>
      {dialog?.kind === 'remove' && (
        <RemoveDialog withProof={withProof} onClose={close} onDone={reload} />
      )}
      {proofDialog}
    </Card>
  );
}

function RemoveDialog({
  withProof,
  onClose,
  onDone,
}: Pick<FreshProof, 'withProof'> & { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: () => withProof(removeTotp),
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
      onOk={() => remove.mutate()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="totp-remove-dialog"
    >
      <p>{t('settings.totp.removeHint')}</p>
      {remove.error && !isProofCancelled(remove.error) && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={failureMessage(remove.error, t('settings.totp.failed'))}
          data-testid="totp-remove-error"
        />
      )}
    </Modal>
  );
}
