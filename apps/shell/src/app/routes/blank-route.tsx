import { SubAppPage } from '@/features/micro/components/sub-app-page';
import { subAppLog } from '../sub-app-log';

/** /blank: the public sub-application, outside the frame; its errors go to the local log too. */
export function BlankRoute() {
  return <SubAppPage route="blank" log={subAppLog} />;
}
