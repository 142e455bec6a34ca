import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Tooltip, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPinyinInitials } from '../pinyin-initials';
import { buildSearchIndex, searchIndex, noInitials, type SearchEntry } from '../search-index';
import { searchShortcutKeys, useSearchShortcut } from '../search-shortcut';
import { usePinyinInitials } from '../use-pinyin-initials';
import { SearchResults } from './search-results';
import './menu-search.css';

export type MenuSearchProps = {
  /** Leaf menu entries, translated and filtered. */
  entries: SearchEntry[];
  onChoose: (entry: SearchEntry) => void;
};

/** The top bar's menu search: a button (or Ctrl-K / ⌘-K) opens a search box over the page. */
export function MenuSearch({ entries, onChoose }: MenuSearchProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listboxId = useId();
  const initialsOf = usePinyinInitials(isOpen);
  const index = useMemo(
    () => buildSearchIndex(entries, initialsOf ?? noInitials),
    [entries, initialsOf],
  );
  const results = useMemo(() => searchIndex(index, query), [index, query]);
  const active = Math.min(activeIndex, results.length - 1);
  const optionId = (position: number) => `${listboxId}-option-${position}`;
  const activeOptionId = active >= 0 ? optionId(active) : undefined;

  // Focus goes to the box at once (keys typed right after Ctrl-K count) and back on close.
  const inputRef = useRef<InputRef>(null);
  const returnFocusRef = useRef<Element | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    inputRef.current?.focus();
    // The dialog shows its box a render later when it opens again, or mounts it a render later.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  function returnFocus() {
    if (returnFocusRef.current instanceof HTMLElement) returnFocusRef.current.focus();
    returnFocusRef.current = null;
  }

  function open() {
    if (!isOpen) returnFocusRef.current = document.activeElement;
    setIsOpen(true);
    // Already open: the shortcut brings the focus back to the box.
    inputRef.current?.focus({ cursor: 'all' });
  }

  function close() {
    setIsOpen(false);
    setQuery('');
    setActiveIndex(0);
  }

  function choose(entry: SearchEntry) {
    close();
    onChoose(entry);
  }

  useSearchShortcut(open);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm or browse an input method's candidates are not ours.
    if (event.nativeEvent.isComposing || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((active + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = results[active];
      if (entry) choose(entry);
    }
  }

  // While pinyin loads, initials may still find what labels do not.
  const isNoResult = query.trim() !== '' && results.length === 0 && initialsOf !== undefined;
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
          onFocus={preloadPinyinInitials}
          onPointerEnter={preloadPinyinInitials}
          data-testid="menu-search-toggle"
        />
      </Tooltip>
      <Modal
        open={isOpen}
        onCancel={close}
        title={t('search.dialogTitle')}
        footer={null}
        closable={false}
        width={560}
        rootClassName="menu-search"
        classNames={{ header: 'menu-search__title' }}
        focusable={{ focusTriggerAfterClose: false }}
        afterClose={returnFocus}
      >
        <Input
          ref={inputRef}
          size="large"
          role="combobox"
          aria-label={t('search.button')}
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOptionId}
          placeholder={t('search.placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
        <SearchResults
          id={listboxId}
          results={results}
          query={query}
          active={active}
          optionId={optionId}
          onHighlight={setActiveIndex}
          onChoose={choose}
        />
        <div role="status" className="menu-search__empty">
          {isNoResult ? t('search.noResult') : null}
        </div>
        <p className="menu-search__hint" aria-hidden="true">
          {t('search.keyboardHint')}
        </p>
      </Modal>
    </>
  );
}
