import { describe, expect, it } from 'vitest';
import { isPage, withLoadMarks, withoutLoadMark } from './fresh-loads';

const page = `<!doctype html><html><head>
<link rel="stylesheet" href="static/app.css"><link rel="icon" href="favicon.ico">
</head><body><div id="root"></div><script src="/credit/static/main.js" defer></script>
<script>window.inline = true</script></body></html>`;

describe('fresh loads', () => {
  it("marks the page's scripts and styles with the load, and nothing else", () => {
    const marked = withLoadMarks(page, 'https://apps.example/credit/', 2);
    expect(marked).toContain('src="https://apps.example/credit/static/main.js?portal-load=2"');
    expect(marked).toContain('href="https://apps.example/credit/static/app.css?portal-load=2"');
    expect(marked).toContain('href="favicon.ico"');
    expect(marked).toContain('window.inline = true');
  });

  it('fetches a marked file at the address its server names', () => {
    expect(withoutLoadMark('https://apps.example/main.js?v=1&portal-load=2')).toBe(
      'https://apps.example/main.js?v=1',
    );
    expect(withoutLoadMark('/credit/main.js')).toBe('/credit/main.js');
  });

  it('tells a page from a script or a style', () => {
    expect(isPage('\n  <!doctype html><html></html>')).toBe(true);
    expect(isPage('(() => {})();')).toBe(false);
    expect(isPage('.fx-title { color: red }')).toBe(false);
  });
});
