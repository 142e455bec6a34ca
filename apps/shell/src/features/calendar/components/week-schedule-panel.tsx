import { useQuery } from '@tanstack/react-query';
import { Button, Card, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/lib/ui/query-state';
import { calendarQueries } from '../api/calendar-queries';
import { weekPanelFilter } from '../api/week-panel-queries';
import { groupByDay } from '../group-by-day';
import { isCancelled, scheduleStatusKey } from '../schedule-status';
import { useScheduleFormat } from '../use-schedule-format';
import type { ScheduleTarget } from './schedule-dialog';
import './week-schedule-panel.css';

// The dialog (forms, the edit lock) loads when a schedule is first opened, not with the home page.
const ScheduleDialog = lazy(() =>
  import('./schedule-dialog').then((module) => ({ default: module.ScheduleDialog })),
);

export type WeekSchedulePanelProps = {
  firmId: number;
  userId: number;
  /** Opens the calendar page. */
  onOpenCalendar: () => void;
};

/**
 * This week's schedules of the user (their calendars and the ones they are invited to), as a
 * plain list: the home page does not load the calendar component.
 */
export function WeekSchedulePanel({ firmId, userId, onOpenCalendar }: WeekSchedulePanelProps) {
  const { t } = useTranslation();
  const { timeRange, day } = useScheduleFormat();
  const [today] = useState(() => new Date());
  const calendars = useQuery(calendarQueries.mine(firmId));
  const weekFilter = weekPanelFilter(firmId, calendars.data ?? [], today);
  const hasCalendars = weekFilter.calendarIds.length > 0;
  const week = useQuery({ ...calendarQueries.week(weekFilter), enabled: hasCalendars });
  const [target, setTarget] = useState<ScheduleTarget>();
  const schedules = useMemo(() => week.data?.schedules ?? [], [week.data]);
  const days = useMemo(() => groupByDay(schedules, new Date(0)), [schedules]);
  const calendarNames = useMemo(
    () => new Map((calendars.data ?? []).map((calendar) => [calendar.id, calendar.name])),
    [calendars.data],
  );
  const isPending = calendars.isPending || (hasCalendars && week.isPending);

  return (
    <Card
      variant="borderless"
      className="week-schedules"
      title={<h2 className="week-schedules__heading">{t('calendar.week.title')}</h2>}
      extra={
        <Button type="link" onClick={onOpenCalendar}>
          {t('calendar.week.openCalendar')}
        </Button>
      }
    >
      <QueryState
        rows={3}
        isPending={isPending}
        error={calendars.error ?? week.error}
        isEmpty={days.length === 0}
        emptyText={t('calendar.week.empty')}
        onRetry={() => void (calendars.isError ? calendars.refetch() : week.refetch())}
      >
        <ol className="week-schedules__days">
          {days.map(({ day: key, date, schedules: ofDay }) => (
            <li key={key}>
              <h3 className="week-schedules__day">{day(date)}</h3>
              <ul className="week-schedules__list">
                {ofDay.map((schedule) => {
                  const status = scheduleStatusKey(schedule.status);
                  return (
                    <li key={schedule.id}>
                      <button
                        type="button"
                        className={`week-schedules__item${isCancelled(schedule) ? ' week-schedules__item--cancelled' : ''}`}
                        onClick={() => setTarget({ kind: 'open', id: schedule.id })}
                      >
                        <span
                          className="week-schedules__color"
                          style={{ background: schedule.color }}
                          aria-hidden="true"
                        />
                        <span className="week-schedules__time">
                          {schedule.allDay
                            ? t('calendar.allDay')
                            : timeRange(schedule.startTime, schedule.endTime)}
                        </span>
                        <span className="week-schedules__title">
                          <Tag className="week-schedules__status">
                            {t(`calendar.statusLabel.${status}`)}
                          </Tag>
                          {schedule.title}
                        </span>
                        {schedule.location && (
                          <span className="week-schedules__where">{schedule.location}</span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      </QueryState>
      {target && (
        <Suspense fallback={null}>
          <ScheduleDialog
            firmId={firmId}
            userId={userId}
            target={target}
            schedules={schedules}
            calendarNames={calendarNames}
            onClose={() => setTarget(undefined)}
          />
        </Suspense>
      )}
    </Card>
  );
}
