import FullCalendar, { type CalendarRef, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import zhCnLocale from '@fullcalendar/react/locales/zh-cn';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { CalendarSettings } from '@portal/contract';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Spin } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './calendar-view.css';

export type CalendarViewName = CalendarSettings['defaultView'];

const viewTypes: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};

const plugins = [classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin];

export type CalendarViewProps = {
  events: EventInput[];
  /** The schedules of the range shown are on their way. */
  isLoading: boolean;
  initialView: CalendarViewName;
  settings: CalendarSettings;
  /** The range shown changed (navigation, another view). */
  onDatesChange: (start: Date, end: Date) => void;
  onOpen: (scheduleId: number) => void;
  /** A slot was picked to create a schedule in (none when the user may not write). */
  onCreate: ((range: { start: Date; end: Date; allDay: boolean }) => void) | undefined;
  /** Buttons of the page at the end of the toolbar. */
  actions: ReactNode;
};

const hour = (value: number) => `${String(value).padStart(2, '0')}:00:00`;

/**
 * FullCalendar (month, week and day views) with the shell's own toolbar. Only the calendar page
 * imports this module, so the calendar's code loads with it.
 */
export default function CalendarView({
  events,
  isLoading,
  initialView,
  settings,
  onDatesChange,
  onOpen,
  onCreate,
  actions,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const calendar = useRef<CalendarRef>(null);
  const [view, setView] = useState(initialView);
  const [title, setTitle] = useState('');
  const api = () => calendar.current?.getApi();

  return (
    <div className="calendar-view">
      <div className="calendar-view__toolbar">
        <Space.Compact>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('calendar.previous')}
            onClick={() => api()?.prev()}
          />
          <Button onClick={() => api()?.today()}>{t('calendar.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('calendar.next')}
            onClick={() => api()?.next()}
          />
        </Space.Compact>
        <h2 className="calendar-view__title" aria-live="polite">
          {title}
          {isLoading && <Spin size="small" className="calendar-view__spin" />}
        </h2>
        <Segmented<CalendarViewName>
          value={view}
          aria-label={t('calendar.viewLabel')}
          onChange={(next) => {
            setView(next);
            api()?.changeView(viewTypes[next]);
          }}
          options={(['month', 'week', 'day'] as const).map((name) => ({
            value: name,
            label: t(`calendar.views.${name}`),
          }))}
        />
        <div className="calendar-view__actions">{actions}</div>
      </div>
      <div aria-busy={isLoading}>
        <FullCalendar
          ref={calendar}
          plugins={plugins}
          initialView={viewTypes[initialView]}
          headerToolbar={false}
          locale={i18n.language === 'en' ? 'en' : zhCnLocale}
          firstDay={settings.weekStartsOn}
          scrollTime={hour(settings.dayStartHour)}
          businessHours={{
            daysOfWeek: [1, 2, 3, 4, 5],
            startTime: hour(settings.dayStartHour),
            endTime: hour(settings.dayEndHour),
          }}
          nowIndicator
          dayMaxEvents
          eventInteractive
          allDayText={t('calendar.allDay')}
          height={680}
          events={events}
          selectable={onCreate !== undefined}
          selectMirror
          select={(info) => {
            api()?.unselect();
            onCreate?.({ start: info.start, end: info.end, allDay: info.allDay });
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            onOpen(Number(info.event.id));
          }}
          datesSet={(info) => {
            setTitle(info.view.title);
            onDatesChange(info.start, info.end);
          }}
        />
      </div>
    </div>
  );
}
