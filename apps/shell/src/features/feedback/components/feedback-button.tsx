import { CameraOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackContext } from '../send-feedback';

const loadModal = () => import('./feedback-modal');
// The dialog, and the screenshot library it loads, stay out of the first screen. Pointing at the
// button or focusing it starts loading the dialog, so that a press finds it ready.
const FeedbackModal = lazy(() => loadModal().then((module) => ({ default: module.FeedbackModal })));

/**
 * The top bar's feedback control (`screenshot`): opens the feedback dialog at once, which captures
 * the page and asks for a comment, and sends both with `context`, where the user is.
 */
export function FeedbackButton({ context }: { context: () => FeedbackContext }) {
  const { t } = useTranslation();
  // Mounted from the press until the dialog has left: each opening takes a new screenshot.
  const [isMounted, setIsMounted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const prepare = () => void loadModal().catch(() => undefined);

  return (
    <>
      <Tooltip title={t('feedback.open')}>
        <Button
          type="text"
          icon={<CameraOutlined />}
          aria-label={t('feedback.open')}
          aria-haspopup="dialog"
          onPointerEnter={prepare}
          onFocus={prepare}
          onClick={() => {
            setIsMounted(true);
            setIsOpen(true);
          }}
        />
      </Tooltip>
      {isMounted && (
        <Suspense fallback={null}>
          <FeedbackModal
            context={context}
            open={isOpen}
            onClose={() => setIsOpen(false)}
            afterClose={() => setIsMounted(false)}
          />
        </Suspense>
      )}
    </>
  );
}
