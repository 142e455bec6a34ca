import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../feedback-store';

export type KeptFeedbackListProps = {
  items: Feedback[];
  formatTime: (time: number) => string;
  onDelete: (id: string) => void;
  onResend: (item: Feedback) => void;
};

/** The feedback kept in this browser because it could not be sent, newest first. */
export function KeptFeedbackList({ items, formatTime, onDelete, onResend }: KeptFeedbackListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="feedback-kept" aria-labelledby={titleId}>
      <h3 id={titleId} className="feedback-kept__title">
        {t('feedback.kept', { count: items.length })}
      </h3>
      {items.length === 0 ? (
        <p className="feedback-kept__empty">{t('feedback.noneKept')}</p>
      ) : (
        <ul className="feedback-kept__list">
          {items.map((item) => {
            const time = formatTime(item.time);
            return (
              <li key={item.id} className="feedback-kept__item">
                <img
                  className="feedback-kept__thumbnail"
                  src={item.image}
                  alt={t('feedback.thumbnailAlt', { time })}
                />
                <div className="feedback-kept__text">
                  <time dateTime={new Date(item.time).toISOString()}>{time}</time>
                  <p className="feedback-kept__comment">{item.comment}</p>
                </div>
                <Button
                  type="text"
                  icon={<SendOutlined />}
                  aria-label={t('feedback.resendItem', { time })}
                  title={t('feedback.resend')}
                  onClick={() => onResend(item)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('feedback.deleteItem', { time })}
                  onClick={() => onDelete(item.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
