import { SubAppPage } from '@/features/micro/components/sub-app-page';
import { useThemeStore } from '@/features/theme/theme-store';
import { subAppLog } from '../sub-app-log';

/** /blank: the public sub-application, outside the frame; its errors go to the local log too. */
export function BlankRoute() {
  const theme = useThemeStore((state) => state.themeName);
  return <SubAppPage route="blank" log={subAppLog} theme={theme} />;
}
