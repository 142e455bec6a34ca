import { defaultLanguage, isLanguage, type Language } from '@/features/i18n/i18n';
import { useAntdTheme } from '@/features/theme/use-antd-theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from './query-client';

/** antd's words in each language (dayjs's, for the date pickers: lib/use-dayjs-language.ts). */
const locales: Record<Language, Locale> = { 'zh-CN': zhCN, en: enUS };

const localeOf = (language: string) => locales[isLanguage(language) ? language : defaultLanguage];

/** antd (in the user's language and theme) and TanStack Query, for the signed-in pages only. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={localeOf(i18n.language)}
      theme={useAntdTheme()}
      button={{ autoInsertSpace: false }}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
