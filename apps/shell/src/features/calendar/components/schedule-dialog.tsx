import type { Schedule } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { notify } from '@/lib/notify';
import { fftaskRoutes } from '@portal/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarQueries } from '../api/calendar-queries';
import { isCancelled, labelledTitle } from '../schedule-status';
import { ScheduleDetails } from './schedule-details';
import { ScheduleEditor } from './schedule-editor';
import { newScheduleValues } from './schedule-form-values';
import './schedule-dialog.css';

/** What the dialog shows: a new schedule (perhaps in a picked slot), or one on screen. */
export type ScheduleTarget =
  { kind: 'create'; start?: Date; end?: Date; allDay?: boolean } | { kind: 'open'; id: number };

export type ScheduleDialogProps = {
  firmId: number;
  userId: number;
  target: ScheduleTarget | undefined;
  /** The schedules on screen: an open one is read from them, so a refresh shows its latest version. */
  schedules: readonly Schedule[];
  calendarNames: ReadonlyMap<number, string>;
  onClose: () => void;
};

/** Shows a schedule, edits it under its lock, cancels it; or creates one. */
export function ScheduleDialog({
  firmId,
  userId,
  target,
  schedules,
  calendarNames,
  onClose,
}: ScheduleDialogProps) {
  const { t } = useTranslation();
  const [editingId, setEditingId] = useState<number>();
  const found =
    target?.kind === 'open' ? schedules.find((each) => each.id === target.id) : undefined;
  // A schedule that leaves the screen (another week shown) stays in the dialog as last seen.
  const [lastSeen, setLastSeen] = useState<Schedule>();
  if (found && found !== lastSeen) setLastSeen(found);
  const schedule = target?.kind === 'open' ? (found ?? lastSeen) : undefined;
  const isEditing =
    target?.kind === 'create' || (schedule !== undefined && editingId === schedule.id);

  function close() {
    setEditingId(undefined);
    onClose();
  }

  const label = (key: 'pending' | 'refused' | 'cancelled') => t(`calendar.statusLabel.${key}`);
  const title =
    target?.kind === 'create'
      ? t('calendar.newSchedule')
      : schedule
        ? labelledTitle(schedule, label)
        : t('calendar.schedule');

  return (
    <Modal
      open={target !== undefined}
      title={title}
      onCancel={close}
      footer={null}
      destroyOnHidden
      mask={{ closable: !isEditing }}
      width={600}
    >
      {target?.kind === 'create' && (
        <CreateSchedule firmId={firmId} userId={userId} target={target} onDone={close} />
      )}
      {schedule && isEditing && (
        <ScheduleEditor
          key={schedule.id}
          firmId={firmId}
          userId={userId}
          schedule={schedule}
          initialValues={newScheduleValues({}, schedule.calendarId)}
          onDone={close}
          onCancel={() => setEditingId(undefined)}
        />
      )}
      {schedule && !isEditing && (
        <ScheduleView
          firmId={firmId}
          schedule={schedule}
          calendarName={calendarNames.get(schedule.calendarId)}
          onEdit={() => setEditingId(schedule.id)}
          onClose={close}
        />
      )}
    </Modal>
  );
}

function CreateSchedule({
  firmId,
  userId,
  target,
  onDone,
}: {
  firmId: number;
  userId: number;
  target: Extract<ScheduleTarget, { kind: 'create' }>;
  onDone: () => void;
}) {
  const calendars = useQuery(calendarQueries.writable(firmId));
  if (calendars.isPending) return null;
  const calendarId =
    calendars.data?.find((calendar) => calendar.isDefault)?.id ?? calendars.data?.[0]?.id;
  return (
    <ScheduleEditor
      firmId={firmId}
      userId={userId}
      schedule={undefined}
      initialValues={newScheduleValues(target, calendarId)}
      onDone={onDone}
      onCancel={onDone}
    />
  );
}

function ScheduleView({
  firmId,
  schedule,
  calendarName,
  onEdit,
  onClose,
}: {
  firmId: number;
  schedule: Schedule;
  calendarName: string | undefined;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    // Silent: the dialog says why it was refused (someone editing).
    mutationFn: () =>
      callEndpoint(fftaskRoutes.cancelSchedule, { query: { id: schedule.id }, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarQueries.schedules(firmId) });
      void notify('success', t('calendar.cancelled'));
      onClose();
    },
  });
  const isOver = isCancelled(schedule);
  return (
    <div className="schedule-view">
      <ScheduleDetails schedule={schedule} calendarName={calendarName} />
      {cancel.isError && <Alert type="error" showIcon title={cancel.error.message} />}
      <Space className="schedule-editor__actions" wrap>
        <Button onClick={onClose}>{t('calendar.close')}</Button>
        {schedule.canCancel && !isOver && (
          <Popconfirm
            title={t('calendar.cancelConfirm')}
            okText={t('calendar.cancelSchedule')}
            cancelText={t('calendar.keep')}
            okButtonProps={{ danger: true }}
            onConfirm={() => cancel.mutate()}
          >
            <Button danger loading={cancel.isPending}>
              {t('calendar.cancelSchedule')}
            </Button>
          </Popconfirm>
        )}
        {schedule.canEdit && !isOver && (
          <Button type="primary" onClick={onEdit}>
            {t('calendar.edit')}
          </Button>
        )}
      </Space>
    </div>
  );
}
