import type { SubAppErrorGroup } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An app's errors grouped by message and top frame, newest seen first. */
export function ErrorGroups({ groups, total }: { groups: SubAppErrorGroup[]; total: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  if (groups.length === 0) {
    return <Typography.Text type="secondary">{t('operations.history.noErrors')}</Typography.Text>;
  }
  return (
    <>
      {total > groups.length && (
        <Typography.Text type="secondary">
          {t('operations.history.groupsShown', { shown: groups.length, total })}
        </Typography.Text>
      )}
      <ol className="operations-error-groups">
        {groups.map((group) => (
          <li key={group.fingerprint} data-testid="operations-error-group">
            <div className="operations-error-groups__head">
              <Typography.Text strong>
                {group.message ?? t('operations.history.noMessage')}
              </Typography.Text>
              {group.kinds.map((kind) => (
                <Tag key={kind} color={kind === 'crash' ? 'magenta' : 'purple'}>
                  {t(`operations.problemKinds.${kind}`)}
                </Tag>
              ))}
            </div>
            {group.topFrame && (
              <code className="operations-error-groups__frame">{group.topFrame}</code>
            )}
            <div className="operations-problems__meta">
              {t('operations.history.groupMeta', {
                count: group.count,
                users: group.users,
                first: formatTime(group.firstSeen),
                last: formatTime(group.lastSeen),
              })}
            </div>
            {group.stack && (
              <details>
                <summary>{t('operations.history.stack')}</summary>
                <pre className="operations-problems__stack">{group.stack}</pre>
              </details>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
