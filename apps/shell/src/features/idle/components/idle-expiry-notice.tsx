import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
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

/** Tells the frame how much of the window's foot the banner takes (0 when it is gone). */
function useReservedFoot(isShown: boolean) {
  const banner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!isShown || !element) return undefined;
    const root = document.documentElement.style;
    const reserve = () => root.setProperty(bottomBarHeight, `${element.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(bottomBarHeight);
    };
  }, [isShown]);
  return banner;
}

/**
 * The frame's custom property for a bar across the foot of the window: the frame ends above it,
 * so no page content is ever behind the banner (features/layout/components/shell-frame.css).
 */
const bottomBarHeight = '--shell-bottom-bar-height';

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
  const focusBefore = useRef<Element | null>(null);
  // As the dialog's buttons come into the page, before they are painted: someone typing when it
  // opens must not sign out with Enter or Space, not even while it fades in.
  const focusOnArrival = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    focusBefore.current = document.activeElement;
    button.focus();
  }, []);
  const banner = useReservedFoot(remaining !== undefined);
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
      <div className="idle-expiry-notice__banner" ref={banner}>
        <Alert
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
      </div>
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
        // Straight into the body, so that its button is in the page as it mounts and can take the
        // focus there and then (a container of its own is attached only after its content).
        getContainer={() => document.body}
        onCancel={() => setDialogDismissed(true)}
        // Put off with "later": the focus goes back where the person was.
        afterClose={() => {
          if (focusBefore.current instanceof HTMLElement) focusBefore.current.focus();
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
            ref={focusOnArrival}
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
