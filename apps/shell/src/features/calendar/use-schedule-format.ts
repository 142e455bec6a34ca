import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and times of schedules in the user's language and time zone. */
export function useScheduleFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = i18n.language;
    const dateTime = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    const date = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      weekday: 'short',
    });
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(language, {
      month: 'long',
      day: 'numeric',
      weekday: 'long',
    });

    /** `11月24日周二 09:30 – 11:30`, or the days of an all-day schedule (its end is exclusive). */
    const range = (startTime: string, endTime: string, allDay = false) => {
      const start = new Date(startTime);
      const end = new Date(allDay ? Date.parse(endTime) - 1 : endTime);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) {
        return `${startTime} – ${endTime}`;
      }
      return (allDay ? date : dateTime).formatRange(start, end);
    };
    return {
      range,
      /** Hours of a schedule within one day: `09:30 – 11:30`. */
      timeRange: (startTime: string, endTime: string) =>
        time.formatRange(new Date(startTime), new Date(endTime)),
      /** A day heading: `11月24日星期二`. */
      day: (value: Date) => day.format(value),
    };
  }, [i18n.language]);
}
