import Bowser from 'bowser';

/** "Chrome 131 · Windows 10" from a user agent; null when it names no browser. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  const major = browser.version?.split('.')[0];
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return [[browser.name, major].filter(Boolean).join(' '), system].filter(Boolean).join(' · ');
}
