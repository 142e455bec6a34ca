import { CameraOutlined } from '@ant-design/icons';
import { notify } from '@/lib/notify';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capturePage } from '../capture-page';
import type { FeedbackContext } from '../send-feedback';

const loadModal = () => import('./feedback-modal');
// The dialog arrives with the first capture, like the screenshot library.
const FeedbackModal = lazy(() => loadModal().then((module) => ({ default: module.FeedbackModal })));

/**
 * The top bar's feedback control (`screenshot`): captures the page, then asks for a comment and
 * sends both with `context`, where the user is.
 */
export function FeedbackButton({ context }: { context: () => FeedbackContext }) {
  const { t } = useTranslation();
  const [isCapturing, setIsCapturing] = useState(false);
  const [image, setImage] = useState<string>();
  const [isOpen, setIsOpen] = useState(false);

  async function onCapture() {
    if (isCapturing) return;
    setIsCapturing(true);
    try {
      const [captured] = await Promise.all([capturePage(), loadModal()]);
      setImage(captured);
      setIsOpen(true);
    } catch {
      void notify('error', t('feedback.captureFailed'));
    } finally {
      setIsCapturing(false);
    }
  }

  return (
    <>
      <Tooltip title={isCapturing ? t('feedback.capturing') : t('feedback.open')}>
        <Button
          type="text"
          icon={<CameraOutlined />}
          loading={isCapturing}
          aria-busy={isCapturing}
          aria-label={t('feedback.open')}
          aria-haspopup="dialog"
          onClick={() => void onCapture()}
        />
      </Tooltip>
      {image === undefined ? null : (
        <Suspense fallback={null}>
          <FeedbackModal
            image={image}
            context={context}
            open={isOpen}
            onClose={() => setIsOpen(false)}
            afterClose={() => setImage(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
