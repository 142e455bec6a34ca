import type { StackFrame, SubAppErrorGroup } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A frame as a stack line reads: `totalOf (src/orders/order-list.ts:4:23)`. */
function frameText({ functionName, file, line, column }: StackFrame): string {
  const place = [file, line, column].filter((part) => part !== null).join(':');
  return functionName ? `${functionName} (${place})` : place;
}

/** The newest report's stack through the source maps, mapped frames marked apart. */
function MappedStack({ frames }: { frames: StackFrame[] }) {
  const { t } = useTranslation();
  return (
    <details open>
      <summary>{t('operations.history.mappedStack')}</summary>
      <ol className="operations-error-groups__frames" data-testid="operations-mapped-frames">
        {frames.map((frame, index) => (
          <li
            key={index}
            className={frame.isMapped ? undefined : 'operations-error-groups__frame--unmapped'}
          >
            <code>{frameText(frame)}</code>
          </li>
        ))}
      </ol>
    </details>
  );
}

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
            {group.frames.some((frame) => frame.isMapped) && <MappedStack frames={group.frames} />}
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
