import type { TabAction } from '@/features/tabs/components/tab-strip';
import { isFixed, type Tab } from '@/features/tabs/tab';
import type { UnsavedAction } from '@/features/tabs/use-confirm-unsaved';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FrameNavigation } from './navigation/use-frame-navigation';

type Options = {
  navigation: Pick<FrameNavigation, 'tabs' | 'moveTabs'>;
  confirmUnsaved: (fullPaths: readonly string[], action: UnsavedAction) => Promise<boolean>;
  /** Starts a tab's app anew, when the tab is an app's. */
  refreshAppOf: (tab: Tab) => void;
};

/** The strip's actions on a tab: asked first when they would lose unsaved work. */
export function useTabActions({ navigation, confirmUnsaved, refreshAppOf }: Options) {
  const queryClient = useQueryClient();
  const { tabs, moveTabs } = navigation;
  return useCallback(
    async (action: TabAction, tab: Tab) => {
      const closable = tabs.filter((each) => !isFixed(each)).map((each) => each.fullPath);
      const losing = {
        refresh: [tab.fullPath],
        close: [tab.fullPath],
        'close-others': closable.filter((path) => path !== tab.fullPath),
        'close-all': closable,
      }[action];
      if (!(await confirmUnsaved(losing, action === 'refresh' ? 'refresh' : 'close'))) return;
      moveTabs(action, tab);
      if (action === 'refresh') {
        // Fresh means fresh: the page's data is fetched again, its app started anew.
        void queryClient.invalidateQueries();
        refreshAppOf(tab);
      }
    },
    [tabs, moveTabs, confirmUnsaved, refreshAppOf, queryClient],
  );
}
