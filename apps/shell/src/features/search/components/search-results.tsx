import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchEntry } from '../search-index';
import { SearchOptionLabel } from './search-option-label';

export type SearchResultsProps = {
  id: string;
  results: SearchEntry[];
  query: string;
  /** Position of the highlighted result, -1 for none. */
  active: number;
  optionId: (position: number) => string;
  onHighlight: (position: number) => void;
  onChoose: (entry: SearchEntry) => void;
};

/** The listbox the search box controls; the box keeps the focus, options are only pointed at. */
export function SearchResults({
  id,
  results,
  query,
  active,
  optionId,
  onHighlight,
  onChoose,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const activeOptionId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (!activeOptionId) return;
    // jsdom has no scrollIntoView.
    document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  return (
    <ul id={id} role="listbox" aria-label={t('search.results')} className="menu-search__results">
      {results.map((entry, position) => (
        <li
          key={entry.key}
          id={optionId(position)}
          role="option"
          aria-selected={position === active}
          className="menu-search__option"
          // Keeps the focus in the box, so the keyboard goes on working after a click.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onHighlight(position)}
          onClick={() => onChoose(entry)}
        >
          <SearchOptionLabel label={entry.label} query={query} />
          <span className="menu-search__path">{entry.shownPath ?? entry.path}</span>
        </li>
      ))}
    </ul>
  );
}
