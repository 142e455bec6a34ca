import { CameraOutlined } from '@ant-design/icons';
import { usePreloadWhenIdle } from '@/lib/preload-when-idle';
import { DialogPlaceholder } from '@/lib/ui/dialog-placeholder';
import { preloadable } from '@/lib/ui/preloadable';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadCapture } from '../capture-page';
import type { FeedbackContext } from '../send-feedback';
import { feedbackModalWidth } from './feedback-modal-width';
import type { FeedbackModalProps } from './feedback-modal';

function FeedbackModalLoading({ open, onClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <DialogPlaceholder title={t('feedback.title')} width={feedbackModalWidth} onCancel={onClose} />
  );
}

// The dialog, and the screenshot library it loads, stay out of the first screen: they load when
// the browser is idle after it. Pointing at the button or focusing it loads the dialog alone, so
// that compiling the library does not fall on the press; the capture asks for it a moment later.
const feedbackModal = preloadable(
  () => import('./feedback-modal').then((module) => module.FeedbackModal),
  FeedbackModalLoading,
);
const FeedbackModal = feedbackModal.Component;
const prepare = () =>
  Promise.all([feedbackModal.preload(), preloadCapture()]).then(() => undefined);

/**
 * The top bar's feedback control (`screenshot`): opens the feedback dialog at once, which captures
 * the page and asks for a comment, and sends both with `context`, where the user is.
 */
export function FeedbackButton({ context }: { context: () => FeedbackContext }) {
  const { t } = useTranslation();
  // Mounted from the press until the dialog has left: each opening takes a new screenshot.
  const [isMounted, setIsMounted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  usePreloadWhenIdle(prepare);

  return (
    <>
      <Tooltip title={t('feedback.open')}>
        <Button
          type="text"
          icon={<CameraOutlined />}
          aria-label={t('feedback.open')}
          aria-haspopup="dialog"
          onPointerEnter={() => void feedbackModal.preload()}
          onFocus={() => void feedbackModal.preload()}
          onClick={() => {
            setIsMounted(true);
            setIsOpen(true);
          }}
        />
      </Tooltip>
      {isMounted && (
        <FeedbackModal
          context={context}
          open={isOpen}
          onClose={() => setIsOpen(false)}
          afterClose={() => setIsMounted(false)}
        />
      )}
    </>
  );
}
