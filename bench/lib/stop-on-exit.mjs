// Servers a bench starts end with it, even when it fails before stopping them: a server left
// running would keep its port, and the output it shares with the bench, open after the bench.
const running = new Set();

process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Stops `child` (a spawned process) when this process exits, however it exits. */
export function stopOnExit(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}
