import { dialogMotion } from '@/lib/ui/dialog-motion';
import { Modal } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type SignOutConfirmProps = {
  /** Counts the user's requests to sign out; each new one asks for confirmation. */
  request: number;
  onSignOut: () => Promise<void>;
  /** Said after the question: what signing out would lose. */
  warning?: string | undefined;
  /** The user gave up before the confirmation's code arrived (its placeholder closed). */
  onCancel: () => void;
};

/** Asks whether to sign out; rendered from the first request on (antd's Modal loads with it). */
export function SignOutConfirm({ request, onSignOut, warning }: SignOutConfirmProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const confirm = useEffectEvent(() =>
    modal.confirm({
      title: t('session.signOutTitle'),
      content: warning ? (
        <>
          <p>{t('session.signOutConfirm')}</p>
          <p>{warning}</p>
        </>
      ) : (
        t('session.signOutConfirm')
      ),
      okText: t('session.confirm'),
      cancelText: t('session.cancel'),
      onOk: onSignOut,
      ...dialogMotion,
    }),
  );

  useEffect(() => {
    if (request === 0) return;
    const confirmation = confirm();
    return () => confirmation.destroy();
  }, [request]);

  return modalHolder;
}
