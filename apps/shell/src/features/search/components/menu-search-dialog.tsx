import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, type InputRef } from 'antd';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildSearchIndex, searchIndex, noInitials, type SearchEntry } from '../search-index';
import { usePinyinInitials } from '../use-pinyin-initials';
import { dialogMotion } from '@/lib/ui/dialog-motion';
import { menuSearchWidth } from './menu-search-width';
import { SearchResults } from './search-results';

export type MenuSearchDialogProps = {
  entries: SearchEntry[];
  isOpen: boolean;
  /** Changes each time the search is asked for: the box takes the focus (again). */
  focusRequest: number;
  /** What was typed while this dialog was still loading. */
  initialQuery: string;
  /** The box has the focus: from now on it receives what is typed. */
  onReady: () => void;
  onClose: () => void;
  onAfterClose: () => void;
  onChoose: (entry: SearchEntry) => void;
};

/** The search box over the page, with its results as a listbox (a combobox pattern). */
export function MenuSearchDialog({
  entries,
  isOpen,
  focusRequest,
  initialQuery,
  onReady,
  onClose,
  onAfterClose,
  onChoose,
}: MenuSearchDialogProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
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
  const inputRef = useRef<InputRef>(null);

  // Before paint, so that no key typed meanwhile goes astray; the box takes the keys from the
  // parent once it has the focus (the dialog may show it a frame later).
  useLayoutEffect(() => {
    if (!isOpen) return;
    const focus = () => {
      inputRef.current?.focus({ cursor: 'end' });
      if (document.activeElement === inputRef.current?.input) onReady();
    };
    focus();
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [isOpen, focusRequest, onReady]);

  function close() {
    onClose();
    setQuery('');
    setActiveIndex(0);
  }

  function choose(entry: SearchEntry) {
    close();
    onChoose(entry);
  }

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
    <Modal
      open={isOpen}
      onCancel={close}
      title={t('search.dialogTitle')}
      footer={null}
      closable={false}
      width={menuSearchWidth}
      {...dialogMotion}
      rootClassName="menu-search"
      classNames={{ header: 'menu-search__title' }}
      focusable={{ focusTriggerAfterClose: false }}
      afterClose={onAfterClose}
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
        onFocus={onReady}
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
  );
}
