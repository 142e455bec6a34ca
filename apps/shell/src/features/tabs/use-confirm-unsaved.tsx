import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tab } from './tab';
import { dirtyTabsAmong } from './tab-store';

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
  const [modal, holder] = Modal.useModal();
  const nameTabs = useNameTabs(titleOf);
  const confirmUnsaved = useCallback(
    (fullPaths: readonly string[], action: UnsavedAction) => {
      const dirty = dirtyTabsAmong(fullPaths);
      if (dirty.length === 0) return Promise.resolve(true);
      const content = t(action === 'close' ? 'tabs.unsavedClose' : 'tabs.unsavedRefresh', {
        tabs: nameTabs(dirty),
      });
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('tabs.unsaved'),
          content,
          okText: t('tabs.discard'),
          okButtonProps: { danger: true },
          cancelText: t('tabs.keepEditing'),
          // Enter keeps the work: losing it takes a deliberate choice.
          autoFocusButton: 'cancel',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [t, modal, nameTabs],
  );
  return { confirmUnsaved, holder };
}
