import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** One formatter per language: making one loads the language's patterns, some milliseconds. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatOf(language: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(language, format);
  }
  return format;
}

/** Formats an ISO 8601 instant as a date and time in the user's language and time zone. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = dateTimeFormatOf(i18n.language);
    return (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : format.format(time);
    };
  }, [i18n.language]);
}

/**
 * Formats a timestamp to the second, in the user's language and time zone: for what is read
 * as an exact moment (a log entry, a screenshot's capture).
 */
export function useExactDateTimeFormat(): (time: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    return (time: number) => format.format(time);
  }, [i18n.language]);
}
