import { DownloadOutlined } from '@ant-design/icons';
import { notify } from '@/lib/notify';
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
import { KeptFeedbackList } from './kept-feedback-list';
import { useTimeFormat } from './use-time-format';
import './feedback.css';

export type FeedbackModalProps = {
  /** The screenshot, as a data URL. */
  image: string;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

type FeedbackForm = { comment: string };

/** The screenshot preview, the comment form and the feedback kept so far. */
export function FeedbackModal({ image, open, onClose, afterClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackForm>();
  const [kept, setKept] = useState<Feedback[]>(readFeedback);
  const [capturedAt] = useState(() => Date.now());
  const formatTime = useTimeFormat();

  async function onSave() {
    let values: FeedbackForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    try {
      const result = saveFeedback({ comment: values.comment.trim(), image });
      setKept(result.list);
      if (result.dropped > 0) {
        void notify('warning', t('feedback.droppedOlder', { count: result.dropped }));
      }
      void notify('success', t('feedback.saved'));
      onClose();
    } catch (error) {
      // The dialog stays open with the comment, so nothing the user wrote is lost.
      const text = error instanceof FeedbackTooLargeError ? 'tooLarge' : 'saveFailed';
      void notify('error', t(`feedback.${text}`));
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
        <Button type="primary" onClick={() => void onSave()}>
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
      <KeptFeedbackList items={kept} formatTime={formatTime} onDelete={onDelete} />
    </Modal>
  );
}
