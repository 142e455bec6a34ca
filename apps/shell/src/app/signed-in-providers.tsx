import { useAntdTheme } from '@/features/theme/use-antd-theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from './query-client';

/** antd (in the user's language and theme) and TanStack Query, for the signed-in pages only. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={useAntdTheme()}
      button={{ autoInsertSpace: false }}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
