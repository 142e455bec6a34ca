import { defaultLanguage, isLanguage, type Language } from '@/features/i18n/i18n';
import { useAntdTheme } from '@/features/theme/use-antd-theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from './query-client';

/** antd's words, and dayjs's name of the language (its date pickers' months and weekdays). */
const locales: Record<Language, { antd: Locale; dayjs: string }> = {
  'zh-CN': { antd: zhCN, dayjs: 'zh-cn' },
  en: { antd: enUS, dayjs: 'en' },
};

const localesOf = (language: string) => locales[isLanguage(language) ? language : defaultLanguage];

/** dayjs's locale is global: it follows the language from now on, until the undo is called. */
function followLanguageInDayjs(i18n: I18n) {
  const follow = (language: string) => void dayjs.locale(localesOf(language).dayjs);
  follow(i18n.language);
  i18n.on('languageChanged', follow);
  return () => i18n.off('languageChanged', follow);
}

/** antd (in the user's language and theme) and TanStack Query, for the signed-in pages only. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(() => followLanguageInDayjs(i18n), [i18n]);
  return (
    <ConfigProvider
      locale={localesOf(i18n.language).antd}
      theme={useAntdTheme()}
      button={{ autoInsertSpace: false }}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
