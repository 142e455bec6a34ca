import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a timestamp in the current language, seconds included. */
export function useTimeFormat(): (time: number) => string {
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
