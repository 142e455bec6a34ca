export type EmbeddedUrlRefusal = 'missing' | 'invalid' | 'scheme';

export type EmbeddedUrl = { ok: true; url: string } | { ok: false; reason: EmbeddedUrlRefusal };

const allowedProtocols = new Set(['http:', 'https:']);

/** Zero-width, bidirectional and other characters that print as nothing. */
const invisibleCharacters = new Set([
  0x00ad, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c,
  0x202d, 0x202e, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff,
]);

/**
 * The `url` query parameter of /iframe as given, with every '#' read as '&' (spec §2: links put
 * '#' where the embedded address has '&', so its query survives inside the shell's own query).
 * Null when there is none.
 */
export function embeddedUrlParameter(search: string): string | null {
  const value = new URLSearchParams(search).get('url');
  return value === null ? null : value.replaceAll('#', '&');
}

/** The address /iframe may load: an absolute http(s) URL and nothing else (DESIGN §7). */
export function embeddedUrlFrom(search: string): EmbeddedUrl {
  const value = embeddedUrlParameter(search);
  if (value === null || value.trim() === '') return { ok: false, reason: 'missing' };
  if (value !== value.trim() || hasHiddenCharacter(value)) return { ok: false, reason: 'invalid' };
  const parsed = parseAbsolute(value);
  if (!parsed) return { ok: false, reason: 'invalid' };
  if (!allowedProtocols.has(parsed.protocol)) return { ok: false, reason: 'scheme' };
  // 'https://intranet.example@evil.example' reads as one host and loads another.
  if (parsed.username || parsed.password) return { ok: false, reason: 'invalid' };
  return { ok: true, url: parsed.href };
}

/** No base: relative paths and protocol-relative '//host' do not parse. */
function parseAbsolute(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Control characters (the URL parser silently drops tabs and newlines, so 'java\tscript:' would
 * turn into 'javascript:') and the invisible characters that can disguise an address.
 */
function hasHiddenCharacter(value: string): boolean {
  return [...value].some(isHidden);
}

function isHidden(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || invisibleCharacters.has(code);
}

/**
 * A refused value as the page shows it: hidden characters spelled out as `\u{…}`, so the reader
 * sees the trick, and cut to `maxLength` characters (a data: address can be megabytes long).
 */
export function printableValue(value: string, maxLength = 300): string {
  const characters = [...value];
  const shown = characters
    .slice(0, maxLength)
    .map((character) =>
      isHidden(character) ? `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}` : character,
    )
    .join('');
  return characters.length > maxLength ? `${shown}…` : shown;
}
