/* global document */
// Puts the stored theme's class on <html> before first paint, so the wrong theme never flashes.
// A file, not inline: the Content-Security-Policy allows no inline scripts. Keep in step with
// src/features/theme/themes.ts and the storage wrapper ('hf-themeName', JSON with `content`).
(() => {
  const names = [
    'theme-white',
    'theme-star',
    'theme-vip',
    'theme-beautiful',
    'default',
    'theme-hey',
    'theme-d2',
    'theme-bule',
  ];
  let name = names[0];
  try {
    const raw = localStorage.getItem('hf-themeName');
    let stored = raw;
    try {
      stored = JSON.parse(raw).content;
    } catch {
      // Not the wrapper's JSON: the storage wrapper reads such a value as the plain string.
    }
    if (names.includes(stored)) name = stored;
  } catch {
    // Storage blocked: the default theme.
  }
  document.documentElement.classList.add(name);
})();
