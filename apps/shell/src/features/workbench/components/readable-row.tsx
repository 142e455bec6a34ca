import type { ReactNode } from 'react';
import { UnreadMark } from './unread-mark';

export type ReadableRowProps = {
  isUnread: boolean;
  /** Before the title, e.g. a pinned tag. */
  tag?: ReactNode;
  title: string;
  meta: string;
  excerpt: string;
  onRead: () => void;
  testId: string;
};

/** A message or notice in a full list: its title opens it to read. */
export function ReadableRow({
  isUnread,
  tag,
  title,
  meta,
  excerpt,
  onRead,
  testId,
}: ReadableRowProps) {
  return (
    <li className="list-row" data-testid={testId}>
      <div className="list-row__body">
        <div className="list-row__heading">
          <UnreadMark isUnread={isUnread} />
          {tag}
          <button type="button" className="list-row__title" onClick={onRead}>
            {title}
          </button>
        </div>
        <p className="list-row__meta">{meta}</p>
        <p className="list-row__excerpt">{excerpt}</p>
      </div>
    </li>
  );
}
