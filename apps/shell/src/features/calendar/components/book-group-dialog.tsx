import type { BookGroup } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/lib/ui/query-state';
import { calendarQueries } from '../api/calendar-queries';
import { BookGroupEditor } from './book-group-editor';

export type BookGroupTarget = { kind: 'create' } | { kind: 'edit'; id: number };

export type BookGroupDialogProps = {
  firmId: number;
  userId: number;
  target: BookGroupTarget | undefined;
  onClose: () => void;
};

/** Creates a calendar group, or modifies one under its edit lock. */
export function BookGroupDialog({ firmId, userId, target, onClose }: BookGroupDialogProps) {
  const { t } = useTranslation();
  const editId = target?.kind === 'edit' ? target.id : undefined;
  const group = useQuery({
    ...calendarQueries.group(firmId, editId ?? 0),
    enabled: editId !== undefined,
  });
  return (
    <Modal
      open={target !== undefined}
      title={t(target?.kind === 'edit' ? 'calendar.groups.edit' : 'calendar.groups.create')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      {target?.kind === 'create' && (
        <BookGroupEditor firmId={firmId} userId={userId} group={undefined} onDone={onClose} />
      )}
      {target?.kind === 'edit' && (
        <QueryState
          rows={3}
          isPending={group.isPending}
          error={group.error}
          isEmpty={false}
          emptyText=""
          onRetry={() => void group.refetch()}
        >
          {group.data && (
            <BookGroupEditor
              key={group.data.id}
              firmId={firmId}
              userId={userId}
              group={group.data satisfies BookGroup}
              onDone={onClose}
            />
          )}
        </QueryState>
      )}
    </Modal>
  );
}
