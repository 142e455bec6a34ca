/** One line of a stack that reads as a frame: where the code ran, as the browser wrote it. */
export type StackFrame = {
  /** The function's name as the stack gives it (minified in a build); null for an anonymous one. */
  functionName: string | null;
  /** The script's url (or path) without line and column. */
  location: string;
  /** 1-based, as browsers write them; null when the frame gives none. */
  line: number | null;
  column: number | null;
};

/** The most frames read of one stack: a report's stack is 4,000 characters at most anyway. */
const maxFrames = 50;

// `    at render (https://host/assets/index-BEsfIa0m.js:9:151681)`, `    at https://host/a.js:1:2`
const chromeFrame = /^\s*at\s+(?:(.+?)\s+\()?(\S+?)(?::(\d+))?(?::(\d+))?\)?\s*$/;
// `render@https://host/assets/index-BEsfIa0m.js:9:151681` (Firefox, Safari)
const geckoFrame = /^\s*([^@\s]*)@(\S+?)(?::(\d+))?(?::(\d+))?\s*$/;

const numberOf = (text: string | undefined) => (text === undefined ? null : Number(text));

/** The frames of a stack, top first, in Chrome's, Firefox's or Safari's form; lines that are none are left out. */
export function stackFramesOf(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const found = chromeFrame.exec(line) ?? geckoFrame.exec(line);
    if (!found) continue;
    const [, functionName, location = '', frameLine, frameColumn] = found;
    const name = functionName?.replace(/^async\s+/, '').trim();
    frames.push({
      functionName: name ? name : null,
      location,
      line: numberOf(frameLine),
      column: numberOf(frameColumn),
    });
    if (frames.length === maxFrames) break;
  }
  return frames;
}
