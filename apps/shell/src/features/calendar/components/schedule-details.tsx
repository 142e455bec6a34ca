import type { Schedule } from '@portal/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { scheduleStatusKey } from '../schedule-status';
import { useScheduleFormat } from '../use-schedule-format';

const statusColors = { pending: 'blue', refused: 'gold', cancelled: 'default' } as const;

/** A schedule as its readers see it. */
export function ScheduleDetails({
  schedule,
  calendarName,
}: {
  schedule: Schedule;
  calendarName: string | undefined;
}) {
  const { t } = useTranslation();
  const { range } = useScheduleFormat();
  const status = scheduleStatusKey(schedule.status);
  const none = t('calendar.none');
  const items = [
    {
      key: 'status',
      label: t('calendar.form.status'),
      children: <Tag color={statusColors[status]}>{t(`calendar.status.${status}`)}</Tag>,
    },
    {
      key: 'time',
      label: t('calendar.form.time'),
      children: range(schedule.startTime, schedule.endTime, schedule.allDay),
    },
    { key: 'location', label: t('calendar.form.location'), children: schedule.location || none },
    { key: 'calendar', label: t('calendar.form.calendar'), children: calendarName ?? none },
    { key: 'creator', label: t('calendar.form.creator'), children: schedule.creator.userName },
    {
      key: 'participants',
      label: t('calendar.form.participants'),
      children:
        schedule.participants.map((person) => person.userName).join(t('calendar.listSeparator')) ||
        none,
    },
    {
      key: 'content',
      label: t('calendar.form.content'),
      children: <span className="schedule-details__content">{schedule.content || none}</span>,
    },
  ];
  return <Descriptions column={1} size="small" items={items} className="schedule-details" />;
}
