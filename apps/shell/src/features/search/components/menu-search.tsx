import { SearchOutlined } from '@ant-design/icons';
import { usePreloadWhenIdle } from '@/lib/preload-when-idle';
import { DialogPlaceholder } from '@/lib/ui/dialog-placeholder';
import { preloadable } from '@/lib/ui/preloadable';
import { Button, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPinyinInitials } from '../pinyin-initials';
import type { SearchEntry } from '../search-index';
import { searchShortcutKeys, useSearchShortcut } from '../search-shortcut';
import type { MenuSearchDialogProps } from './menu-search-dialog';
import { menuSearchWidth } from './menu-search-width';
import './menu-search.css';

function MenuSearchLoading({ isOpen, onClose }: MenuSearchDialogProps) {
  const { t } = useTranslation();
  if (!isOpen) return null;
  return (
    <DialogPlaceholder title={t('search.dialogTitle')} width={menuSearchWidth} onCancel={onClose} />
  );
}

// The dialog (antd's Modal and Input) stays out of the first screen: it loads when the browser is
// idle after it, or when the button is pointed at or focused, whichever comes first.
const menuSearchDialog = preloadable(
  () => import('./menu-search-dialog').then((module) => module.MenuSearchDialog),
  MenuSearchLoading,
);
const MenuSearchDialog = menuSearchDialog.Component;

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

function preload() {
  preloadPinyinInitials();
  void menuSearchDialog.preload();
}

export type MenuSearchProps = {
  /** Leaf menu entries, translated and filtered. */
  entries: SearchEntry[];
  onChoose: (entry: SearchEntry) => void;
};

/** The top bar's menu search: a button (or Ctrl-K / ⌘-K) opens a search box over the page. */
export function MenuSearch({ entries, onChoose }: MenuSearchProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Keys typed after Ctrl-K while the dialog still loads count: they are kept here meanwhile.
  const [pendingQuery, setPendingQuery] = useState('');
  const [isDialogReady, setIsDialogReady] = useState(false);
  const returnFocusRef = useRef<Element | null>(null);

  useEffect(() => {
    if (!isOpen || isDialogReady) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      // Typed into a box (the search box already, or another): it is that box's.
      if (isEditable(event.target)) return;
      event.preventDefault();
      setPendingQuery((query) => query + event.key);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, isDialogReady]);

  function open() {
    if (!isOpen) returnFocusRef.current = document.activeElement;
    setIsOpen(true);
    // Already open: the shortcut brings the focus back to the box.
    setFocusRequest((request) => request + 1);
  }

  useSearchShortcut(open);
  usePreloadWhenIdle(menuSearchDialog.preload);

  const onReady = useCallback(() => setIsDialogReady(true), []);
  const onAfterClose = useCallback(() => {
    if (returnFocusRef.current instanceof HTMLElement) returnFocusRef.current.focus();
    returnFocusRef.current = null;
  }, []);

  return (
    <>
      <Tooltip title={t('search.shortcut', { keys: searchShortcutKeys() })}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('search.button')}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={open}
          onFocus={preload}
          onPointerEnter={preload}
          data-testid="menu-search-toggle"
        />
      </Tooltip>
      {focusRequest > 0 ? (
        <MenuSearchDialog
          entries={entries}
          isOpen={isOpen}
          focusRequest={focusRequest}
          initialQuery={pendingQuery}
          onReady={onReady}
          onClose={() => setIsOpen(false)}
          onAfterClose={onAfterClose}
          onChoose={onChoose}
        />
      ) : null}
    </>
  );
}
