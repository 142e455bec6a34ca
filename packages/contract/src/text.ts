import { z } from 'zod';

// Text fields and the control characters they take. No field takes a control character
// (Unicode category Cc: NUL and the rest of C0, DEL, C1), except that a multi-line field takes
// TAB, LF and CR. PostgreSQL refuses NUL in text, and SQLite cuts a search short at it.

const controlCharacter = /\p{Cc}/u;
const controlOtherThanLineBreakOrTab = /[^\P{Cc}\t\n\r]/u;

/** The schemas of multi-line text fields, so the server can tell them from single-line ones. */
export const multilineText = z.registry();

/** Text a person typed on one line: trimmed, bounded, no control character. */
export const plainTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !controlCharacter.test(value), 'must not contain control characters');

/** Text a person typed over several lines: like plain text, but TAB, LF and CR are allowed. */
export function multilineTextSchema(max: number) {
  const schema = z
    .string()
    .trim()
    .max(max)
    .refine(
      (value) => !controlOtherThanLineBreakOrTab.test(value),
      'must not contain control characters other than tab and line breaks',
    );
  multilineText.add(schema);
  return schema;
}
