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

/**
 * What the live region says of the time left, coarser than the clock so that a screen reader is
 * not interrupted every second: each whole minute, then at a minute, 30 and 10 seconds.
 */
function announcementStep(seconds: number): { unit: 'minutes' | 'seconds'; count: number } {
  if (seconds > 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'seconds', count: seconds > 30 ? 60 : seconds > 10 ? 30 : 10 };
}

/**
 * The countdown banner and dialog of an expiring session (spec §4). The time left is announced
 * to screen readers by a live region (WCAG 2.2 SC 2.2.1), and the dialog opens with its "stay
 * signed in" button focused, so one press of Enter extends the session.
 */
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
  // An alert is read out when it appears and whenever its text changes: once per step.
  const step = announcementStep(remaining);
  const timeLeft =
    step.unit === 'minutes'
      ? t('idle.announceMinutes', { count: step.count })
      : t('idle.announceSeconds', { count: step.count });
  const announcement = isDialogDismissed ? timeLeft : `${timeLeft}${t('idle.announceEnter')}`;
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
        // Its clock changes every second: not a live region, the one below speaks for it.
        role="region"
        aria-label={t('idle.title')}
        data-testid="idle-banner"
      />
      <div
        className="idle-expiry-notice__announcement"
        role="alert"
        aria-atomic="true"
        data-testid="idle-announcement"
      >
        {announcement}
      </div>
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
