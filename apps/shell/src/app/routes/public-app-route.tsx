import { SubAppPage } from '@/features/micro/components/sub-app-page';
import { useThemeStore } from '@/features/theme/theme-store';
import { subAppLog } from '../sub-app-log';

/**
 * A public sub-application (spec: /blank), outside the frame; the registry says which routes are
 * public. Its errors go to the local log too.
 */
export function PublicAppRoute() {
  const theme = useThemeStore((state) => state.themeName);
  return <SubAppPage log={subAppLog} theme={theme} />;
}
