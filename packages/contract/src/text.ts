import { z } from 'zod';

// Text fields and the control characters they take. No field takes a control character
// (Unicode category Cc: NUL and the rest of C0, DEL, C1), except that a multi-line field takes
// TAB, LF and CR. PostgreSQL refuses NUL in text, and SQLite cuts a search short at it.

const controlCharacter = /\p{Cc}/u;
const controlOtherThanLineBreakOrTab = /[^\P{Cc}\t\n\r]/u;

// Text that shows other than it reads: a bidirectional embedding or override (U+202A–U+202E)
// or isolate (U+2066–U+2069) turns what follows around ("invoice\u202Efdp.exe" shows as
// "invoiceexe.pdf"), and a zero-width space, non-joiner or joiner (U+200B–U+200D), word joiner
// (U+2060) or byte order mark (U+FEFF) makes two names that look alike differ. A joiner is taken
// between two emoji only, where it makes one of them (👨‍👩‍👧): after an Extended_Pictographic code
// point (itself maybe followed by VS-16 or a skin tone, as in 🏳️‍🌈 and 👩🏽‍💻) and before one.
// Marks of direction (LRM U+200E, RLM U+200F, ALM U+061C) turn nothing around and are taken.

const bidiControlOrInvisible = /[\u202A-\u202E\u2066-\u2069\u200B\u200C\u2060\uFEFF]/u;
const joinerOutsideEmoji =
  /(?<!\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

/** Whether the text holds a bidirectional control or an invisible character (see above). */
export function hasMisleadingCharacter(text: string): boolean {
  return bidiControlOrInvisible.test(text) || joinerOutsideEmoji.test(text);
}

/** The `params` of the issue a misleading character raises, so the server can say so. */
export const misleadingTextIssue = { reason: 'misleadingText' } as const;

/** The schemas of multi-line text fields, so the server can tell them from single-line ones. */
export const multilineText = z.registry();

/**
 * Text a person typed on one line, a name or a title others read: trimmed, bounded, no control
 * character, no misleading character (checked before trimming, which would drop a BOM silently).
 */
export const plainTextSchema = (max: number) =>
  z
    .string()
    .refine((value) => !hasMisleadingCharacter(value), {
      message: 'must not contain bidirectional controls or invisible characters',
      params: misleadingTextIssue,
    })
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
