import { SubAppPage } from '@/features/micro/components/sub-app-page';
import { subAppTitle } from '@/features/micro/resolve-sub-app';
import { useRegistry } from '@/lib/runtime-config';
import { useThemeStore } from '@/features/theme/theme-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { subAppLog } from '../sub-app-log';

/**
 * A public sub-application (spec: /blank), outside the frame; the registry says which routes are
 * public, and names it for the browser's tab. Its errors go to the local log too.
 */
export function PublicAppRoute() {
  const theme = useThemeStore((state) => state.themeName);
  const { i18n } = useTranslation();
  const route = useLocation().pathname.split('/').find(Boolean) ?? '';
  const registry = useRegistry();
  useDocumentTitle(subAppTitle(route, registry, i18n.language) ?? route);
  return <SubAppPage log={subAppLog} theme={theme} />;
}
