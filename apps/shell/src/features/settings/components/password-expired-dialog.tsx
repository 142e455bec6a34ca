import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStatusQuery } from '../api/password-status-queries';
import { PasswordForm } from './password-form';

type Props = { userId: number; onSignOut: () => void };

/**
 * Stands over the frame while the user's password has outlived the policy: the user changes it
 * here, or signs out. It cannot be closed otherwise.
 */
export function PasswordExpiredDialog({ userId, onSignOut }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const days = getRuntimeConfig().passwordPolicy.maxAgeDays;
  return (
    <Modal
      open
      title={t('settings.passwordExpired.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button onClick={onSignOut} data-testid="password-expired-sign-out">
          {t('session.signOut')}
        </Button>
      }
      data-testid="password-expired-dialog"
    >
      <Typography.Paragraph>{t('settings.passwordExpired.body', { days })}</Typography.Paragraph>
      <PasswordForm
        onChanged={() => void queryClient.invalidateQueries(passwordStatusQuery(userId))}
      />
    </Modal>
  );
}
