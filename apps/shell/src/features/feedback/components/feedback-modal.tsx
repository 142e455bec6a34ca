import { DownloadOutlined } from '@ant-design/icons';
import { notify } from '@/lib/notify';
import { withoutQuery } from '@/lib/without-query';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FeedbackTooLargeError,
  deleteFeedback,
  maxCommentLength,
  readFeedback,
  saveFeedback,
  type Feedback,
} from '../feedback-store';
import { sendFeedback, type FeedbackContext } from '../send-feedback';
import { KeptFeedbackList } from './kept-feedback-list';
import { useTimeFormat } from './use-time-format';
import './feedback.css';

export type FeedbackModalProps = {
  /** The screenshot, as a data URL. */
  image: string;
  /** Where the user is, read when the feedback is sent. */
  context: () => FeedbackContext;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

type FeedbackForm = { comment: string };

/**
 * The screenshot preview and the comment form. A feedback goes to the server; one that cannot be
 * sent is kept in this browser and listed here, to send again.
 */
export function FeedbackModal({ image, context, open, onClose, afterClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackForm>();
  const [kept, setKept] = useState<Feedback[]>(readFeedback);
  const [capturedAt] = useState(() => Date.now());
  const formatTime = useTimeFormat();
  const [isSending, setIsSending] = useState(false);

  function keepUnsent(comment: string) {
    try {
      const result = saveFeedback({ comment, image });
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
    let values: FeedbackForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    const comment = values.comment.trim();
    setIsSending(true);
    try {
      const receipt = await sendFeedback({ comment, image }, context());
      void notify('success', t('feedback.sent', { id: receipt.id }));
      onClose();
    } catch {
      keepUnsent(comment);
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
    } catch {
      void notify('error', t('feedback.resendFailed'));
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
      <Button
        icon={<DownloadOutlined />}
        href={image}
        download={`feedback-${new Date(capturedAt).toISOString().replace(/[:.]/g, '-')}.jpg`}
      >
        {t('feedback.download')}
      </Button>
      <span className="feedback-modal__actions">
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button type="primary" loading={isSending} onClick={() => void onSend()}>
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
      width="min(720px, calc(100vw - 32px))"
      footer={footer}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <figure className="feedback-modal__preview">
        <img src={image} alt={t('feedback.screenshotAlt')} />
        <figcaption>{t('feedback.capturedAt', { time: formatTime(capturedAt) })}</figcaption>
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
    </Modal>
  );
}
