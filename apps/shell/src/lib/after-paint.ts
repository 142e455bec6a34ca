/**
 * Runs `task` once the browser has painted the frame being prepared, so that work the user does
 * not see at once (the address bar, scrolling a strip) does not hold that frame back. In a hidden
 * page, which paints nothing, it runs at the next turn. Answers the cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
