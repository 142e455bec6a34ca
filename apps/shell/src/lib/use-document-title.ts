import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from './after-paint';

/**
 * The browser tab, its history and bookmarks name the page on screen and the system:
 * "客户列表 - 集团业务核心系统". Set once the page that changed it is painted: the browser takes a
 * new title in the task that sets it (a millisecond, up to ten on a busy machine), which would
 * otherwise hold back the frame of a tab switch.
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const system = t('app.fullName');
  useEffect(() => {
    const title = pageTitle ? `${pageTitle} - ${system}` : system;
    return afterNextPaint(() => {
      document.title = title;
    });
  }, [pageTitle, system]);
}
