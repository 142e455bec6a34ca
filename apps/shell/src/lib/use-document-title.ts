import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab, its history and bookmarks name the page on screen and the system:
 * "客户列表 - 集团业务核心系统".
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const system = t('app.fullName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${system}` : system;
  }, [pageTitle, system]);
}
