import { resetTabs } from '@/features/tabs/tab-store';
import { queryClient } from '../query-client';

/** After a firm switch (spec §4): the old firm's menu and tabs are gone. */
export function forgetPreviousFirm(): void {
  queryClient.removeQueries({ queryKey: ['menu-tree'] });
  resetTabs();
}
