import type { FeedbackStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { myFeedbackQuery } from '../api/my-feedback-queries';

const statusColors: Record<FeedbackStatus, string> = {
  received: 'blue',
  inProgress: 'orange',
  handled: 'green',
};

/** Megabytes to one decimal, rounded down: what is left is never promised larger than it is. */
const megabytesOf = (bytes: number) => Math.floor(bytes / 100_000) / 10;

/**
 * The user's newest feedback with where each stands (received, in progress with whom, handled)
 * and what their quota leaves them to send.
 */
export function MyFeedbackList({ formatTime }: { formatTime: (time: number) => string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const mine = useQuery(myFeedbackQuery());
  return (
    <section className="feedback-kept" aria-labelledby={titleId}>
      <h3 id={titleId} className="feedback-kept__title">
        {t('feedback.mine')}
      </h3>
      {mine.data && (
        <p className="feedback-mine__allowance">
          {t('feedback.allowance', {
            count: mine.data.allowance.leftThisHour,
            megabytes: megabytesOf(mine.data.allowance.bytesLeftToday),
          })}
        </p>
      )}
      {mine.error && <p className="feedback-kept__empty">{t('feedback.mineFailed')}</p>}
      {mine.data?.items.length === 0 && (
        <p className="feedback-kept__empty">{t('feedback.mineEmpty')}</p>
      )}
      {mine.data && mine.data.items.length > 0 && (
        <ul className="feedback-kept__list">
          {mine.data.items.map((item) => (
            <li key={item.id} className="feedback-kept__item" data-testid="my-feedback">
              <div className="feedback-kept__text">
                <time dateTime={item.createdAt}>
                  {t('feedback.mineNumber', {
                    id: item.id,
                    time: formatTime(Date.parse(item.createdAt)),
                  })}
                </time>
                <p className="feedback-kept__comment">{item.comment}</p>
                {item.handler && <span>{t('feedback.handler', { name: item.handler })}</span>}
              </div>
              <Tag color={statusColors[item.status]}>{t(`feedback.status.${item.status}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
