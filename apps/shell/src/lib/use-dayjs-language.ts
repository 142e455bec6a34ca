import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';

/** dayjs's names of the languages the shell speaks (its date pickers' months and weekdays). */
const dayjsLocales: Record<string, string> = { 'zh-CN': 'zh-cn', en: 'en' };

/**
 * Sets dayjs's locale, which is global, to the user's language. Called by the components that show
 * antd's date pickers, so that dayjs loads with them and not with the first screen. Done while
 * rendering, before the picker formats anything; setting it again is harmless.
 */
export function useDayjsLanguage(): void {
  const { i18n } = useTranslation();
  dayjs.locale(dayjsLocales[i18n.language] ?? 'zh-cn');
}
