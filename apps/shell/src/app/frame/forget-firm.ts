import { ensureFixedTabs, forgetOpenTabs, resetTabs } from '@/features/tabs/tab-store';
import { otherFirms } from '@/lib/query-keys';
import { currentFirmId } from '../menu-access';
import { queryClient } from '../query-client';
import { fixedTabs } from './fixed-tabs';
import { dropChoice } from './navigation/pending-choice';

/** The session is over, or in another firm: no tab is open, none is on its way. */
export function forgetTabs(): void {
  resetTabs();
  dropChoice();
}

/**
 * After a firm switch (spec §4), the firm now recorded, in the window that switched or in
 * another window of the session: the old firm's menu, tabs and server data are gone, and what
 * was asked of any other firm (menus the guard looked at) with them; the fixed tabs are open,
 * and those another window already opened in the new firm.
 */
export function forgetPreviousFirm(): void {
  const firmId = currentFirmId();
  queryClient.removeQueries(otherFirms(firmId));
  forgetOpenTabs();
  dropChoice();
  ensureFixedTabs(fixedTabs, firmId);
}
