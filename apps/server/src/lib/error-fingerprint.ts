import { createHash } from 'node:crypto';
import { stackFramesOf } from './source-maps/stack-frames';

/*
 * An error's fingerprint groups the reports of one fault (docs/sub-apps.md, "Health"): its
 * message with what varies between occurrences taken out, and the top frame of its stack as file
 * and function. A rebuild changes a bundle's content hash, its query and where a function sits in
 * it (line and column), so none of them is kept; a function's name is, since it tells apart two
 * faults of one bundle. A rebuild that renames a minified function starts a new group, unless a
 * source map maps the frame (lib/source-maps): then it is the source file and the function's
 * original name, which no rebuild changes.
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

/**
 * The first frame of a stack as `function (file)`, or the file alone for an anonymous one; null
 * when no line of it reads as a frame.
 */
export function topFrameOf(stack: string): string | null {
  const [frame] = stackFramesOf(stack);
  if (!frame) return null;
  const file = fileNameOf(frame.location);
  return frame.functionName ? `${frame.functionName} (${file})` : file;
}

/**
 * A frame mapped through its source map as grouped: `function (source path)`. The source's path
 * is kept whole (`src/orders/order-list.ts`): unlike a bundle's name it holds no content hash, and
 * two files of one name in two folders are two places.
 */
export function mappedTopFrameOf({
  functionName,
  file,
}: {
  functionName: string | null;
  file: string;
}): string {
  return functionName ? `${functionName} (${file})` : file;
}

/**
 * The fingerprint of an error or crash: a short hash of its normalised message and top frame, so
 * that one fault's reports, from any build, are one group and grouping is a plain GROUP BY. The
 * top frame is the one mapped through the script's source map when there is one
 * (`mappedTopFrameOf`), else the stack's own.
 */
export function errorFingerprintOf({
  message,
  stack,
  mappedTopFrame,
}: {
  message?: string | null;
  stack?: string | null;
  mappedTopFrame?: string | null;
}): string {
  const topFrame = mappedTopFrame ?? topFrameOf(stack ?? '') ?? '';
  const identity = `${normalisedMessageOf(message ?? '')}\n${topFrame}`;
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}
