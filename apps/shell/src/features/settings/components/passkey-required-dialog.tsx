import { HttpError } from '@/lib/http/http-error';
import { PasskeyError } from '@/lib/webauthn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addPasskey, passkeysQuery } from '../api/passkey-queries';

type Props = { userId: number; onSignOut: () => void };

/**
 * Stands over the frame while the policy requires a passkey the user has not added: the user adds
 * one here, or signs out. It cannot be closed otherwise; the server refuses the user's other
 * calls meanwhile.
 */
export function PasskeyRequiredDialog({ userId, onSignOut }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (passkey) => {
      // The dialog goes at once; everything the server refused meanwhile is asked again.
      queryClient.setQueryData(passkeysQuery(userId).queryKey, [passkey]);
      void queryClient.invalidateQueries();
    },
  });
  const problem = add.error;
  return (
    <Modal
      open
      title={t('settings.passkeyRequired.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="sign-out" onClick={onSignOut} data-testid="passkey-required-sign-out">
          {t('session.signOut')}
        </Button>,
        <Button
          key="add"
          type="primary"
          loading={add.isPending}
          onClick={() => add.mutate()}
          data-testid="passkey-required-add"
        >
          {t('settings.passkeys.add')}
        </Button>,
      ]}
      data-testid="passkey-required-dialog"
    >
      <Typography.Paragraph>{t('settings.passkeyRequired.body')}</Typography.Paragraph>
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
          data-testid="passkey-required-problem"
        />
      )}
    </Modal>
  );
}
