import type { pinyin } from 'pinyin-pro';
import type { InitialsOf } from './search-index';

type PinyinModule = { pinyin: typeof pinyin };
type CharacterPinyin = { origin: string; first: string; polyphonic: string[]; isZh: boolean };

/** Enough for the usual polyphonic menu words without letting long labels multiply. */
const maxReadings = 8;
const typedCharacter = /^[a-z0-9]$/;

function firstLetter(reading: string): string {
  // 'ē' → 'e': the tone mark is not typed.
  return reading.normalize('NFD').charAt(0).toLowerCase();
}

/** The letters each character may be typed with; the likeliest first, nothing for punctuation. */
function lettersOf(character: CharacterPinyin): string[] {
  if (!character.isZh) {
    const folded = character.origin.toLowerCase();
    return typedCharacter.test(folded) ? [folded] : [];
  }
  const letters = [firstLetter(character.first)];
  for (const reading of character.polyphonic) {
    const letter = firstLetter(reading);
    if (letter && !letters.includes(letter)) letters.push(letter);
  }
  return letters;
}

/** Every combination of letters, the likeliest reading first, at most `maxReadings`. */
function combine(lettersByCharacter: string[][]): string[] {
  let readings = [''];
  for (const letters of lettersByCharacter) {
    if (letters.length === 0) continue;
    const next: string[] = [];
    for (const letter of letters) {
      for (const reading of readings) {
        if (next.length < maxReadings) next.push(reading + letter);
      }
    }
    readings = next;
  }
  return readings;
}

/**
 * Initials as a user types them: one letter per Chinese character (in context, plus the other
 * readings of polyphonic ones: 重置 is typed 'cz' as well as 'zz'), ASCII letters and digits
 * kept, spaces and punctuation dropped: '100 万自主贷' → '100wzzd'.
 */
export function createInitialsOf({ pinyin: toPinyin }: PinyinModule): InitialsOf {
  return (text) => {
    const characters = toPinyin(text.normalize('NFKC'), {
      type: 'all',
      pattern: 'first',
      toneType: 'none',
    });
    const readings = combine(characters.map(lettersOf));
    return readings[0] === '' ? [] : readings;
  };
}

let loading: Promise<InitialsOf> | undefined;

/** pinyin-pro is large: it loads on first use, in its own chunk, once. */
export function loadPinyinInitials(): Promise<InitialsOf> {
  if (!loading) {
    loading = import('pinyin-pro').then(createInitialsOf);
    // A failed chunk load is not cached: a later call tries again.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Starts loading before the search opens (pointer over or focus on its button). */
export function preloadPinyinInitials() {
  // A failure is reported by the load that opening the search starts.
  loadPinyinInitials().catch(() => undefined);
}
