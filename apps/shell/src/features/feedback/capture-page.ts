import {
  inheritedStyleProperties,
  plainElements,
  screenshotStyleProperties,
} from './screenshot-style-properties';
import { svgToJpeg } from './svg-to-jpeg';
import { yieldToBrowser } from './yield-to-browser';

/** Mark an element with this attribute to leave it out of feedback screenshots. */
export const screenshotExcludeAttribute = 'data-screenshot-exclude';

// Our own dialog, and the tooltip of the button that was just pressed, are not part of the page.
const excludedClasses = ['feedback-modal', 'ant-tooltip', 'dialog-placeholder'];

function isIncluded(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (node.hasAttribute(screenshotExcludeAttribute)) return false;
  // What draws nothing is left out before it is copied: the hidden kept pages, and the hidden
  // iframes sub-applications run in, each a whole document the capture would otherwise walk.
  if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return false;
  return !excludedClasses.some((name) => node.classList.contains(name));
}

/** Loads the screenshot library ahead, so that the first capture does not wait for it. */
export function preloadCapture(): Promise<void> {
  return import('modern-screenshot').then(
    () => undefined,
    () => undefined,
  );
}

/** The longest stretch of copying the page before the capture hands the main thread back. */
const sliceMs = 8;

/**
 * Called after each node copied, hands the main thread back once the copying has run `sliceMs`:
 * the dialog stays responsive (the comment box takes each key at once) while the page behind it
 * is captured.
 */
export function sliceCopying(): () => Promise<void> {
  let sliceStartedAt = performance.now();
  return async () => {
    if (performance.now() - sliceStartedAt < sliceMs) return;
    await yieldToBrowser();
    sliceStartedAt = performance.now();
  };
}

/**
 * Drops from the copy what each plain node would inherit anyway: modern-screenshot writes onto
 * every node the properties its parent has, so the markup the image is made from carries the same
 * font and colour hundreds of times, and the browser takes that much longer to read it.
 */
export function dropInheritedStyles(copy: Node): void {
  if (!(copy instanceof Element)) return;
  const parent = (copy as HTMLElement).style as CSSStyleDeclaration | undefined;
  for (const child of copy.children) {
    // Its own children first, against all it has.
    dropInheritedStyles(child);
    const own = (child as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (own && parent && plainElements.has(child.tagName.toUpperCase())) {
      for (const name of inheritedStyleProperties) {
        const value = own.getPropertyValue(name);
        if (value && value === parent.getPropertyValue(name) && !own.getPropertyPriority(name))
          own.removeProperty(name);
      }
    }
  }
}

/**
 * The hidden document modern-screenshot reads each tag's default styles from, loaded before the
 * capture starts. The one the library makes for itself is still loading when the capture first
 * hands the main thread back, and reading it then fails.
 */
function loadedSandbox(document: Document): Promise<HTMLIFrameElement> {
  const sandbox = document.createElement('iframe');
  sandbox.setAttribute(screenshotExcludeAttribute, '');
  sandbox.setAttribute('aria-hidden', 'true');
  sandbox.tabIndex = -1;
  Object.assign(sandbox.style, { position: 'fixed', width: '0', height: '0', border: '0' });
  sandbox.style.visibility = 'hidden';
  // Given before it is inserted, so that the first load is the document's, not about:blank's.
  sandbox.srcdoc = '<!DOCTYPE html><meta charset="UTF-8"><title></title><body>';
  const loaded = new Promise<HTMLIFrameElement>((resolve) => {
    const onLoad = () => {
      if (!sandbox.contentDocument?.body) return;
      sandbox.removeEventListener('load', onLoad);
      resolve(sandbox);
    };
    sandbox.addEventListener('load', onLoad);
  });
  document.body.append(sandbox);
  return loaded;
}

/**
 * Captures the page as a JPEG data URL. modern-screenshot is imported here, on first use, so it
 * stays out of the first-screen bundle. It copies the page node by node with the styles a picture
 * shows, in slices that leave the main thread to the user between them; the copy is then drawn
 * step by step (`svgToJpeg`).
 */
export async function capturePage(node: HTMLElement = document.body): Promise<string> {
  const { createContext, domToForeignObjectSvg } = await import('modern-screenshot');
  const sandbox = await loadedSandbox(node.ownerDocument);
  try {
    const context = await createContext(node, {
      backgroundColor: '#ffffff',
      filter: isIncluded,
      includeStyleProperties: screenshotStyleProperties,
      // The shell draws with the system's fonts: no web font to embed.
      font: false,
      onCloneEachNode: sliceCopying(),
      onCloneNode: dropInheritedStyles,
      // The shell's scrollbars are the browser's: nothing of theirs to copy for each scroll box.
      features: { copyScrollbar: false },
      autoDestruct: true,
    });
    context.sandbox = sandbox;
    const { width, height } = context;
    const svg = await domToForeignObjectSvg(context);
    await yieldToBrowser();
    // JPEG at 1x keeps a full-page image to a few hundred KB, so several fit in local storage.
    return await svgToJpeg(svg, { width, height, quality: 0.8 });
  } finally {
    sandbox.remove();
  }
}
