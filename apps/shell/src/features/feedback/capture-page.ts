/** Mark an element with this attribute to leave it out of feedback screenshots. */
export const screenshotExcludeAttribute = 'data-screenshot-exclude';

// Our own dialog, and the tooltip of the button that was just pressed, are not part of the page.
const excludedClasses = ['feedback-modal', 'ant-tooltip'];

function isIncluded(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (node.hasAttribute(screenshotExcludeAttribute)) return false;
  // What draws nothing is left out before it is copied: the hidden kept pages, and the hidden
  // iframes sub-applications run in, each a whole document the capture would otherwise walk.
  if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return false;
  return !excludedClasses.some((name) => node.classList.contains(name));
}

/**
 * Captures the page as a JPEG data URL. modern-screenshot is imported here, on first use, so it
 * stays out of the first-screen bundle.
 */
export async function capturePage(node: HTMLElement = document.body): Promise<string> {
  const { domToJpeg } = await import('modern-screenshot');
  // JPEG at 1x keeps a full-page image to a few hundred KB, so several fit in local storage.
  return domToJpeg(node, {
    scale: 1,
    quality: 0.8,
    backgroundColor: '#ffffff',
    filter: isIncluded,
  });
}
