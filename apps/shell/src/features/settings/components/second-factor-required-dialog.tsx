import type { TotpEnrolment } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { PasskeyError } from '@/lib/webauthn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPasskey, passkeysQuery } from '../api/passkey-queries';
import { startTotpEnrolment } from '../api/totp-queries';
import { isProofCancelled, useFreshProof } from '../use-fresh-proof';

// The authenticator app's set-up loads when the user chooses it.
const TotpSetupDialog = lazy(() =>
  import('./totp-dialogs').then((module) => ({ default: module.TotpSetupDialog })),
);

type Props = { userId: number; username: string; onSignOut: () => void };

/**
 * Stands over the frame while the policy requires a second factor the user has not added: the
 * user adds a passkey or sets up an authenticator app here (after confirming their password, as
 * any change of the second factors), or signs out. It cannot be closed otherwise; the server
 * refuses the user's other calls meanwhile.
 */
export function SecondFactorRequiredDialog({ userId, username, onSignOut }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const { withProof, proofDialog } = useFreshProof();
  const add = useMutation({
    mutationFn: () => withProof(addPasskey),
    onSuccess: (passkey) => {
      // The dialog goes at once; everything the server refused meanwhile is asked again.
      queryClient.setQueryData(passkeysQuery(userId).queryKey, [passkey]);
      void queryClient.invalidateQueries();
    },
  });
  const startApp = useMutation({
    mutationFn: () => withProof(startTotpEnrolment),
    onSuccess: setEnrolment,
  });
  const failure = add.error ?? startApp.error;
  const problem = failure && !isProofCancelled(failure) ? failure : null;
  const isSettingUpApp = enrolment !== undefined;
  return (
    <>
      <Modal
        open={!isSettingUpApp}
        title={t('settings.secondFactorRequired.title')}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={[
          <Button key="sign-out" onClick={onSignOut} data-testid="second-factor-required-sign-out">
            {t('session.signOut')}
          </Button>,
          <Button
            key="app"
            loading={startApp.isPending}
            onClick={() => startApp.mutate()}
            data-testid="second-factor-required-totp"
          >
            {t('settings.secondFactorRequired.setUpApp')}
          </Button>,
          <Button
            key="add"
            type="primary"
            loading={add.isPending}
            onClick={() => add.mutate()}
            data-testid="second-factor-required-passkey"
          >
            {t('settings.passkeys.add')}
          </Button>,
        ]}
        data-testid="second-factor-required-dialog"
      >
        <Typography.Paragraph>{t('settings.secondFactorRequired.body')}</Typography.Paragraph>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={
              problem instanceof PasskeyError
                ? t(`settings.passkeys.problem.${problem.problem}`)
                : problem instanceof HttpError
                  ? problem.message
                  : t('settings.passkeys.problem.failed')
            }
            data-testid="second-factor-required-problem"
          />
        )}
      </Modal>
      {enrolment && (
        <Suspense fallback={null}>
          <TotpSetupDialog
            username={username}
            enrolment={enrolment}
            // Asked again once the recovery codes are put away (or the set-up is left): the
            // dialog goes if the app is set up, and what the server refused meanwhile returns.
            onDone={() => undefined}
            onClose={() => {
              setEnrolment(undefined);
              void queryClient.invalidateQueries();
            }}
          />
        </Suspense>
      )}
      {proofDialog}
    </>
  );
}
