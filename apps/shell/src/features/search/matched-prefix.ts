import { isHanCharacter, normalizeText } from './search-index';

const typedCharacter = /^[a-z0-9]$/;

function labelPrefixLength(label: string, query: string): number {
  let folded = '';
  let end = 0;
  for (const character of label) {
    folded += normalizeText(character);
    end += character.length;
    if (folded.length >= query.length) return folded.startsWith(query) ? end : 0;
  }
  return 0;
}

/** The characters that initials were typed for: Chinese ones, ASCII letters and digits. */
function initialsPrefixLength(label: string, query: string): number {
  let typed = 0;
  let end = 0;
  for (const character of label) {
    end += character.length;
    if (isHanCharacter(character) || typedCharacter.test(normalizeText(character))) {
      typed += 1;
      if (typed === query.length) return end;
    }
  }
  return 0;
}

/**
 * How many UTF-16 units at the start of a found label the query stands for, to highlight them:
 * the typed text itself, or the characters whose initials were typed ('kh' → '客户' of '客户列表').
 */
export function matchedPrefixLength(label: string, query: string): number {
  const normalized = normalizeText(query.trim());
  if (normalized === '') return 0;
  return labelPrefixLength(label, normalized) || initialsPrefixLength(label, normalized);
}
