import { useTranslation } from 'react-i18next';
import './read-states.css';

/** A dot for an unread item, named for screen readers; nothing once read. */
export function UnreadMark({ isUnread }: { isUnread: boolean }) {
  const { t } = useTranslation();
  if (!isUnread) return null;
  return (
    <span className="unread-mark" data-testid="unread-mark">
      <span className="unread-mark__dot" aria-hidden="true" />
      <span className="unread-mark__text">{t('workbenchLists.unread')}</span>
    </span>
  );
}
