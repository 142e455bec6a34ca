import type { CalendarBook, Schedule, ScheduleWeek } from '@portal/contract';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarQueries, type TeamScope } from '../api/calendar-queries';
import { calendarHint } from '../calendar-hint';
import { weeksCovering } from '../calendar-weeks';
import { uniqueSchedules } from '../group-by-day';
import { toScheduleEvents } from '../schedule-events';
import { BookGroupDialog, type BookGroupTarget } from './book-group-dialog';
import { CalendarSettingsDialog } from './calendar-settings-dialog';
import { CalendarSidebar, type CalendarMode } from './calendar-sidebar';
import type { CalendarViewName } from './calendar-view';
import { ScheduleDialog, type ScheduleTarget } from './schedule-dialog';
import './calendar-page.css';

// FullCalendar loads with this page only, and after the page's own frame.
const CalendarView = lazy(() => import('./calendar-view'));

export type CalendarPageProps = { firmId: number; userId: number };

/** The most calendars one listWeek call takes. */
const maxCalendars = 50;

/** The calendar (/wel/calendar): the user's, the team's or a colleague's, with schedules. */
export function CalendarPage({ firmId, userId }: CalendarPageProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CalendarMode>('mine');
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [scope, setScope] = useState<TeamScope>('department');
  const [memberId, setMemberId] = useState<number>();
  const [range, setRange] = useState<{ start: Date; end: Date }>();
  const [target, setTarget] = useState<ScheduleTarget>();
  const [group, setGroup] = useState<BookGroupTarget>();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [isNarrow] = useState(() => window.matchMedia('(max-width: 768px)').matches);

  const settings = useQuery(calendarQueries.settings(firmId));
  const mine = useQuery(calendarQueries.mine(firmId));
  const team = useQuery({ ...calendarQueries.team(firmId, scope), enabled: mode === 'team' });
  const member = useQuery({
    ...calendarQueries.colleague(firmId, memberId ?? 0),
    enabled: mode === 'member' && memberId !== undefined,
  });

  const calendars: CalendarBook[] = useMemo(() => {
    if (mode === 'mine') return mine.data ?? [];
    if (mode === 'team') return (team.data ?? []).flatMap((person) => person.calendars);
    return memberId === undefined ? [] : (member.data ?? []);
  }, [mode, mine.data, team.data, member.data, memberId]);
  const shown = calendars.filter((calendar) => !hidden.has(calendar.id));
  const calendarIds = shown.map((calendar) => calendar.id).slice(0, maxCalendars);
  const weeks = range ? weeksCovering(range.start, range.end) : [];

  const week = useQueries({
    queries: weeks.map((date) => ({
      ...calendarQueries.week({ firmId, calendarIds, date, includeInvited: mode === 'mine' }),
      enabled: calendarIds.length > 0,
    })),
    combine: combineWeeks,
  });
  const schedules = calendarIds.length === 0 ? noSchedules : week.schedules;

  const colors = useMemo(
    () => new Map(calendars.map((calendar) => [calendar.id, calendar.color])),
    [calendars],
  );
  const names = useMemo(() => {
    const all = [...(mine.data ?? []), ...calendars];
    return new Map(all.map((calendar) => [calendar.id, calendar.name]));
  }, [mine.data, calendars]);
  const events = useMemo(
    () => toScheduleEvents(schedules, colors, (key) => t(`calendar.statusLabel.${key}`)),
    [schedules, colors, t],
  );
  const mayCreate = (mine.data ?? []).some((calendar) => calendar.canWrite);
  // The calendars to choose from have loaded (a colleague is picked, in that mode).
  const isListed =
    mode === 'mine'
      ? mine.isSuccess
      : mode === 'team'
        ? team.isSuccess
        : memberId !== undefined && member.isSuccess;
  const hint = calendarHint({
    mode,
    scope,
    isListed,
    people: team.data?.length ?? 0,
    calendars: calendars.length,
    shown: calendarIds.length,
  });

  const initialView: CalendarViewName = isNarrow ? 'day' : (settings.data?.defaultView ?? 'week');

  return (
    <section className="calendar-page" aria-labelledby="calendar-page-title">
      <header className="calendar-page__header">
        <h1 id="calendar-page-title" className="calendar-page__title">
          {t('calendar.title')}
        </h1>
        <Segmented<CalendarMode>
          value={mode}
          aria-label={t('calendar.modeLabel')}
          onChange={(next) => {
            setMode(next);
            setHidden(new Set());
          }}
          options={(['mine', 'team', 'member'] as const).map((value) => ({
            value,
            label: t(`calendar.modes.${value}`),
          }))}
        />
      </header>
      <div className="calendar-page__body">
        <CalendarSidebar
          firmId={firmId}
          userId={userId}
          mode={mode}
          mine={mine}
          team={team}
          scope={scope}
          onScopeChange={setScope}
          memberId={memberId}
          onMemberChange={setMemberId}
          memberCalendars={member}
          hidden={hidden}
          onHiddenChange={setHidden}
          onCreateGroup={() => setGroup({ kind: 'create' })}
          onEditGroup={(groupId) => setGroup({ kind: 'edit', id: groupId })}
        />
        <div className="calendar-page__main">
          {week.error && <Alert type="error" showIcon title={week.error.message} />}
          {hint && (
            <Alert
              type="info"
              showIcon
              title={
                hint === 'noneShown' ? t('calendar.noneShown') : t(`calendar.nothingToShow.${hint}`)
              }
            />
          )}
          {calendars.length > maxCalendars && (
            <Alert type="info" showIcon title={t('calendar.tooMany', { count: maxCalendars })} />
          )}
          {settings.isPending ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
              <CalendarView
                events={events}
                isLoading={week.isFetching}
                initialView={initialView}
                settings={settings.data ?? defaultSettings}
                onDatesChange={(start, end) => setRange({ start, end })}
                onOpen={(id) => setTarget({ kind: 'open', id })}
                onCreate={mayCreate ? (slot) => setTarget({ kind: 'create', ...slot }) : undefined}
                actions={
                  <>
                    <Button
                      type="primary"
                      icon={<PlusOutlined />}
                      disabled={!mayCreate}
                      onClick={() => setTarget({ kind: 'create' })}
                    >
                      {t('calendar.newSchedule')}
                    </Button>
                    <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
                      {t('calendar.settings.title')}
                    </Button>
                  </>
                }
              />
            </Suspense>
          )}
        </div>
      </div>
      <ScheduleDialog
        firmId={firmId}
        userId={userId}
        target={target}
        schedules={schedules}
        calendarNames={names}
        onClose={() => setTarget(undefined)}
      />
      <BookGroupDialog
        firmId={firmId}
        userId={userId}
        target={group}
        onClose={() => setGroup(undefined)}
      />
      {settings.data && (
        <CalendarSettingsDialog
          firmId={firmId}
          open={isSettingsOpen}
          settings={settings.data}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </section>
  );
}

const noSchedules: Schedule[] = [];

/** One list of the weeks' schedules; a stable function, so TanStack Query keeps its result. */
function combineWeeks(results: UseQueryResult<ScheduleWeek>[]) {
  return {
    schedules: uniqueSchedules(results.map((result) => result.data?.schedules ?? [])),
    error: results.find((result) => result.error)?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
  };
}

const defaultSettings = {
  defaultView: 'week',
  weekStartsOn: 1,
  dayStartHour: 8,
  dayEndHour: 19,
} as const;
