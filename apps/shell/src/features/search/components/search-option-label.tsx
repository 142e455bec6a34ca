import { matchedPrefixLength } from '../matched-prefix';

/** The label with the part the query stands for highlighted. */
export function SearchOptionLabel({ label, query }: { label: string; query: string }) {
  const length = matchedPrefixLength(label, query);
  return (
    <span className="menu-search__label">
      {length > 0 && <mark className="menu-search__match">{label.slice(0, length)}</mark>}
      {label.slice(length)}
    </span>
  );
}
