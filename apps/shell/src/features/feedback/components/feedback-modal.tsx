import { DownloadOutlined } from '@ant-design/icons';
import { HttpError } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { withoutQuery } from '@/lib/without-query';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myFeedbackQuery } from '../api/my-feedback-queries';
import {
  FeedbackTooLargeError,
  deleteFeedback,
  maxCommentLength,
  maxScreenshotLength,
  readFeedback,
  saveFeedback,
  type Feedback,
} from '../feedback-store';
import { sendFeedback, type FeedbackContext } from '../send-feedback';
import { usePageCapture } from '../use-page-capture';
import { KeptFeedbackList } from './kept-feedback-list';
import { MyFeedbackList } from './my-feedback-list';
import './feedback.css';
import { useExactDateTimeFormat } from '@/lib/use-date-time-format';
import { dialogMotion } from '@/lib/ui/dialog-motion';
import { feedbackModalWidth } from './feedback-modal-width';

export type FeedbackModalProps = {
  /** Where the user is, read when the feedback is sent. */
  context: () => FeedbackContext;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

type FeedbackForm = { comment: string };

/**
 * Why the server will not take a feedback, in the user's words, when sending it again later
 * would not help either: over the size limit (413) or the user's quota (429). Undefined for any
 * other failure.
 */
function refusalOf(error: unknown, screenshotTooLarge: string): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 413) return screenshotTooLarge;
  if (error.status === 429) return error.message;
  return undefined;
}

/**
 * The screenshot preview and the comment form. It opens at once: the page is captured once the
 * dialog is on screen, its place busy until then, and the user may write meanwhile. A feedback
 * goes to the server; one that cannot be sent is kept in this browser and listed here, to send
 * again.
 */
export function FeedbackModal({ context, open, onClose, afterClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackForm>();
  const [kept, setKept] = useState<Feedback[]>(readFeedback);
  const capture = usePageCapture();
  const image = capture.status === 'captured' ? capture.image : undefined;
  const formatTime = useExactDateTimeFormat();
  const [isSending, setIsSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const queryClient = useQueryClient();
  const screenshotTooLarge = t('feedback.screenshotTooLarge', {
    megabytes: maxScreenshotLength / 1_000_000,
  });

  function keepUnsent(comment: string, screenshot: string) {
    try {
      const result = saveFeedback({ comment, image: screenshot });
      setKept(result.list);
      if (result.dropped > 0) {
        void notify('warning', t('feedback.droppedOlder', { count: result.dropped }));
      }
      void notify('warning', t('feedback.keptUnsent'));
      onClose();
    } catch (error) {
      // The dialog stays open with the comment, so nothing the user wrote is lost.
      const text = error instanceof FeedbackTooLargeError ? 'tooLarge' : 'saveFailed';
      void notify('error', t(`feedback.${text}`));
    }
  }

  async function onSend() {
    if (image === undefined) return;
    let values: FeedbackForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    const comment = values.comment.trim();
    // The dialog stays open with the comment: nothing the user wrote is lost.
    if (image.length > maxScreenshotLength) {
      setRefusal(screenshotTooLarge);
      return;
    }
    setRefusal(undefined);
    setIsSending(true);
    try {
      const receipt = await sendFeedback({ comment, image }, context());
      void notify('success', t('feedback.sent', { id: receipt.id }));
      void queryClient.invalidateQueries({ queryKey: myFeedbackQuery().queryKey });
      onClose();
    } catch (error) {
      const refused = refusalOf(error, screenshotTooLarge);
      if (refused === undefined) keepUnsent(comment, image);
      else setRefusal(refused);
    } finally {
      setIsSending(false);
    }
  }

  async function onResend(item: Feedback) {
    try {
      const receipt = await sendFeedback(
        { comment: item.comment, image: item.image },
        { page: withoutQuery(item.url), subApp: null, logEntries: [] },
      );
      setKept(deleteFeedback(item.id));
      void notify('success', t('feedback.sent', { id: receipt.id }));
      void queryClient.invalidateQueries({ queryKey: myFeedbackQuery().queryKey });
    } catch (error) {
      void notify('error', refusalOf(error, screenshotTooLarge) ?? t('feedback.resendFailed'));
    }
  }

  function onDelete(id: string) {
    try {
      setKept(deleteFeedback(id));
    } catch {
      void notify('error', t('feedback.saveFailed'));
    }
  }

  const footer = (
    <div className="feedback-modal__footer">
      {capture.status === 'captured' ? (
        <Button
          icon={<DownloadOutlined />}
          href={capture.image}
          download={`feedback-${new Date(capture.capturedAt).toISOString().replace(/[:.]/g, '-')}.jpg`}
        >
          {t('feedback.download')}
        </Button>
      ) : (
        <Button icon={<DownloadOutlined />} disabled>
          {t('feedback.download')}
        </Button>
      )}
      <span className="feedback-modal__actions">
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          type="primary"
          loading={isSending}
          disabled={image === undefined}
          onClick={() => void onSend()}
        >
          {t('feedback.save')}
        </Button>
      </span>
    </div>
  );

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      rootClassName="feedback-modal"
      width={feedbackModalWidth}
      {...dialogMotion}
      footer={footer}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      {refusal && (
        <Alert className="feedback-modal__refusal" type="error" showIcon title={refusal} />
      )}
      <figure className="feedback-modal__preview" aria-busy={capture.status === 'capturing'}>
        {capture.status === 'captured' && (
          <>
            <img src={capture.image} alt={t('feedback.screenshotAlt')} />
            <figcaption>
              {t('feedback.capturedAt', { time: formatTime(capture.capturedAt) })}
            </figcaption>
          </>
        )}
        {capture.status === 'capturing' && (
          <div className="feedback-modal__placeholder" role="status">
            <Spin />
            {t('feedback.capturing')}
          </div>
        )}
        {capture.status === 'failed' && (
          <div className="feedback-modal__placeholder">
            <Alert type="error" showIcon title={t('feedback.captureFailed')} />
            <Button onClick={capture.retry}>{t('feedback.captureAgain')}</Button>
          </div>
        )}
      </figure>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="comment"
          label={t('feedback.comment')}
          rules={[
            { required: true, whitespace: true, message: t('feedback.commentRequired') },
            {
              max: maxCommentLength,
              message: t('feedback.commentTooLong', { max: maxCommentLength }),
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={maxCommentLength}
            showCount
            placeholder={t('feedback.commentPlaceholder')}
          />
        </Form.Item>
      </Form>
      <KeptFeedbackList
        items={kept}
        formatTime={formatTime}
        onDelete={onDelete}
        onResend={(item) => void onResend(item)}
      />
      <MyFeedbackList formatTime={formatTime} />
    </Modal>
  );
}
