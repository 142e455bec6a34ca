import type { AuditVerification } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isKnownEvent } from '../audit-event-names';

/** What the chain's check found: intact with its length, or the first record found wrong. */
export function AuditVerifyResult({
  verification,
  onClose,
}: {
  verification: AuditVerification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  if (verification.ok) {
    const { count, checkpoint } = verification;
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        data-testid="audit-verify-result"
        title={
          checkpoint
            ? t('audit.verifyIntactSince', {
                count,
                checkpoint: checkpoint.id,
                lastPurgedId: checkpoint.lastPurgedId,
                time: formatTime(checkpoint.purgedAt),
              })
            : t('audit.verifyIntact', { count })
        }
      />
    );
  }
  const { found } = verification;
  const isCheckpointOnly = found === null && verification.problem.startsWith('checkpoint-');
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      data-testid="audit-verify-result"
      title={t(isCheckpointOnly ? 'audit.verifyCheckpointBroken' : 'audit.verifyBroken', {
        id: verification.id,
        problem: t(`audit.problems.${verification.problem}`),
      })}
      description={
        found &&
        t('audit.verifyBrokenAt', {
          time: formatTime(found.occurredAt),
          event: isKnownEvent(found.event) ? t(`audit.events.${found.event}`) : found.event,
          intact: verification.intact,
        })
      }
    />
  );
}
