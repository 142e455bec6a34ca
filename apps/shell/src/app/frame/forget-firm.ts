import { resetTabs } from '@/features/tabs/tab-store';
import { queryClient } from '../query-client';
import { dropChoice } from './navigation/pending-choice';

/** The session is over, or in another firm: no tab is open, none is on its way. */
export function forgetTabs(): void {
  resetTabs();
  dropChoice();
}

/** After a firm switch (spec §4): the old firm's menu and tabs are gone. */
export function forgetPreviousFirm(): void {
  queryClient.removeQueries({ queryKey: ['menu-tree'] });
  forgetTabs();
}
