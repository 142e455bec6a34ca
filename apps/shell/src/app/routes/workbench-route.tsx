import { useSessionUser } from '@/features/session/session-user-store';
import { WorkbenchPage } from '@/features/workbench/components/workbench-page';

/** /wel/index, the page named 'home'. */
export function WorkbenchRoute() {
  const { userInfo, firm } = useSessionUser();
  if (!userInfo) return null;
  return <WorkbenchPage userInfo={userInfo} firmName={firm?.firmName} />;
}
