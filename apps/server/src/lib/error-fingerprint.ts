import { createHash } from 'node:crypto';

/*
 * An error's fingerprint groups the reports of one fault (docs/sub-apps.md, "Health"): its
 * message with what varies between occurrences taken out, and the top frame of its stack as file
 * and function. A rebuild changes a bundle's content hash, its query and where a function sits in
 * it (line and column), so none of them is kept; a function's name is, since it tells apart two
 * faults of one bundle. A rebuild that renames a minified function starts a new group.
 */

/** How much of a normalised message counts: past it, two messages are the same fault. */
const messageLength = 200;

// A bundler's content hash at the end of a file's name: `index-BEsfIa0m.js` (Vite, base64url),
// `main.3f2a1b4c.chunk.js` (webpack, hex). Told from a word by holding a digit or a capital.
const contentHash = /[-.](?=[\w-]{0,31}[\dA-Z])[\w-]{8,32}(?=(?:\.[a-z]+)+$)/;

const url = /\b(?:https?|blob|webpack|file):\/\/\S+/gi;
const uuid = /\b[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\b/gi;
const hexId = /\b(?=[a-f]*\d)[\da-f]{8,}\b/gi;
const number = /\d+(?:\.\d+)?/g;

/** A file's name from a url or path: no origin, folder, query, fragment or content hash. */
export function fileNameOf(location: string): string {
  const path = location.replace(/[?#].*$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(contentHash, '');
}

/** The message with urls reduced to their file, and ids and numbers replaced by placeholders. */
export function normalisedMessageOf(message: string): string {
  return message
    .replace(
      url,
      (found) => `<${fileNameOf(found.replace(/[),.;:'"]+$/, '')).replace(number, '#')}>`,
    )
    .replace(uuid, '<id>')
    .replace(hexId, '<id>')
    .replace(number, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, messageLength);
}

// `    at render (https://host/assets/index-BEsfIa0m.js:9:151681)`, `    at https://host/a.js:1:2`
const chromeFrame = /^\s*at\s+(?:(.+?)\s+\()?(\S+?)(?::\d+)*\)?\s*$/;
// `render@https://host/assets/index-BEsfIa0m.js:9:151681` (Firefox, Safari)
const geckoFrame = /^\s*([^@\s]*)@(\S+?)(?::\d+)*\s*$/;

/**
 * The first frame of a stack as `function (file)`, or the file alone for an anonymous one; null
 * when no line of it reads as a frame.
 */
export function topFrameOf(stack: string): string | null {
  for (const line of stack.split('\n')) {
    const frame = chromeFrame.exec(line) ?? geckoFrame.exec(line);
    if (!frame) continue;
    const [, functionName, location = ''] = frame;
    const file = fileNameOf(location);
    const name = functionName?.replace(/^async\s+/, '').trim();
    return name ? `${name} (${file})` : file;
  }
  return null;
}

/**
 * The fingerprint of an error or crash: a short hash of its normalised message and top frame, so
 * that one fault's reports, from any build, are one group and grouping is a plain GROUP BY.
 */
export function errorFingerprintOf({
  message,
  stack,
}: {
  message?: string | null;
  stack?: string | null;
}): string {
  const identity = `${normalisedMessageOf(message ?? '')}\n${topFrameOf(stack ?? '') ?? ''}`;
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}
