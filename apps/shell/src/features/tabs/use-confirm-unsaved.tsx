import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnsavedQuestion } from './components/unsaved-confirm';
import type { Tab } from './tab';
import { dirtyTabsAmong } from './tab-store';

// antd's Modal stays out of the first screen: it loads once a tab holds unsaved work.
const loadUnsavedConfirm = () => import('./components/unsaved-confirm');
const UnsavedConfirm = lazy(() =>
  loadUnsavedConfirm().then((module) => ({ default: module.UnsavedConfirm })),
);

/** Loads the confirmation ahead, so that it opens at once (and with the network gone since). */
export function preloadUnsavedConfirm(): void {
  void loadUnsavedConfirm().catch(() => undefined);
}

/** The titles of tabs as a sentence names them: “客户列表”和“授信申请”, “Customers” and “Loans”. */
export function useNameTabs(titleOf: (tab: Tab) => string) {
  const { t, i18n } = useTranslation();
  return useCallback(
    (tabs: readonly Tab[]) =>
      new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
        tabs.map((tab) => t('tabs.unsavedTab', { title: titleOf(tab) })),
      ),
    [t, i18n.language, titleOf],
  );
}

export type UnsavedAction = 'close' | 'refresh';

/**
 * Asks before closing or refreshing tabs whose pages hold unsaved work, naming them; resolves
 * true at once when none does. Render `holder` in the frame.
 */
export function useConfirmUnsaved(titleOf: (tab: Tab) => string) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<UnsavedQuestion | undefined>(undefined);
  // A question asked over another answers the first one: keep the work.
  const pending = useRef<UnsavedQuestion | undefined>(undefined);
  const nameTabs = useNameTabs(titleOf);
  const confirmUnsaved = useCallback(
    (fullPaths: readonly string[], action: UnsavedAction) => {
      const dirty = dirtyTabsAmong(fullPaths);
      if (dirty.length === 0) return Promise.resolve(true);
      const content = t(action === 'close' ? 'tabs.unsavedClose' : 'tabs.unsavedRefresh', {
        tabs: nameTabs(dirty),
      });
      return new Promise<boolean>((resolve) => {
        const asked: UnsavedQuestion = {
          title: t('tabs.unsaved'),
          content,
          discardText: t('tabs.discard'),
          keepText: t('tabs.keepEditing'),
          onAnswer: (discard) => {
            if (pending.current === asked) {
              pending.current = undefined;
              setQuestion(undefined);
            }
            resolve(discard);
          },
        };
        pending.current?.onAnswer(false);
        pending.current = asked;
        setQuestion(asked);
      });
    },
    [t, nameTabs],
  );
  const holder = question && (
    <Suspense fallback={null}>
      <UnsavedConfirm question={question} />
    </Suspense>
  );
  return { confirmUnsaved, holder };
}
