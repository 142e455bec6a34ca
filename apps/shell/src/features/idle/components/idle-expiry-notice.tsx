import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './idle-expiry-notice.css';

export type IdleExpiryNoticeProps = {
  /** Seconds left; nothing is shown while undefined. */
  remaining: number | undefined;
  /** The tabs whose unsaved work the end of the session would lose, named. */
  unsavedWarning?: string | undefined;
  onStay: () => Promise<void>;
  onSignOut: () => void;
};

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The countdown banner and dialog of an expiring session (spec §4). */
export function IdleExpiryNotice({
  remaining,
  unsavedWarning,
  onStay,
  onSignOut,
}: IdleExpiryNoticeProps) {
  const { t } = useTranslation();
  const [isDialogDismissed, setDialogDismissed] = useState(false);
  const [isRenewing, setRenewing] = useState(false);
  const stayButton = useRef<HTMLButtonElement>(null);
  if (remaining === undefined) return null;

  async function stay() {
    setRenewing(true);
    try {
      await onStay();
      setDialogDismissed(false);
    } finally {
      setRenewing(false);
    }
  }

  const time = clock(remaining);
  return (
    <>
      <Alert
        className="idle-expiry-notice__banner"
        banner
        type="warning"
        icon={<ClockCircleOutlined />}
        title={t('idle.banner', { time })}
        action={
          <Button size="small" type="primary" loading={isRenewing} onClick={() => void stay()}>
            {t('idle.stay')}
          </Button>
        }
        data-testid="idle-banner"
      />
      <Modal
        open={!isDialogDismissed}
        title={t('idle.title')}
        closable={false}
        maskClosable={false}
        onCancel={() => setDialogDismissed(true)}
        // Someone typing when the dialog opens must not sign out with Enter or Space: the focus
        // goes to staying signed in.
        afterOpenChange={(isOpen) => {
          if (isOpen) stayButton.current?.focus();
        }}
        footer={[
          <Button key="sign-out" onClick={onSignOut}>
            {t('session.signOut')}
          </Button>,
          <Button key="later" onClick={() => setDialogDismissed(true)}>
            {t('idle.later')}
          </Button>,
          <Button
            key="stay"
            ref={stayButton}
            type="primary"
            loading={isRenewing}
            onClick={() => void stay()}
          >
            {t('idle.stay')}
          </Button>,
        ]}
      >
        <p>{t('idle.description')}</p>
        {unsavedWarning && <p className="idle-expiry-notice__unsaved">{unsavedWarning}</p>}
        <p className="idle-expiry-notice__time" role="timer" aria-live="off">
          {time}
        </p>
      </Modal>
    </>
  );
}
