import type { Tab } from '@/features/tabs/tab';
import { useTabStore } from '@/features/tabs/tab-store';
import {
  preloadUnsavedConfirm,
  useConfirmUnsaved,
  useNameTabs,
} from '@/features/tabs/use-confirm-unsaved';
import { useWarnBeforeUnload } from '@/features/tabs/use-warn-before-unload';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tabs holding unsaved work: a confirmation before an action loses it, the browser's own
 * warning before the page is left, and the words said where the session would end.
 */
export function useUnsavedTabs(tabs: readonly Tab[], titleOf: (tab: Tab) => string) {
  const { t } = useTranslation();
  const { confirmUnsaved, holder } = useConfirmUnsaved(titleOf);
  const nameTabs = useNameTabs(titleOf);
  const dirtyMarks = useTabStore((state) => state.dirty);
  useWarnBeforeUnload();
  const unsavedTabs = tabs.filter((tab) => dirtyMarks[tab.fullPath]);
  // The confirmation loads once there is work it may have to ask about.
  const hasUnsavedWork = unsavedTabs.length > 0;
  useEffect(() => {
    if (hasUnsavedWork) preloadUnsavedConfirm();
  }, [hasUnsavedWork]);
  // Said where the user is asked anyway (sign-out, firm switch, the session countdown).
  const unsavedWarning =
    unsavedTabs.length > 0 ? t('tabs.unsavedLost', { tabs: nameTabs(unsavedTabs) }) : undefined;
  return { confirmUnsaved, holder, unsavedWarning };
}
