import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO 8601 instant as a date and time in the user's language and time zone. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : format.format(time);
    };
  }, [i18n.language]);
}
