// First: micro-app's iframe sandbox runs the page's module scripts in no fixed order, so the
// React Refresh set-up index.html carries may come after the components (dev server only; the
// build gets an empty module).
import '@vitejs/plugin-react/preamble';
import { configureStandalone, getAppName, isEmbedded } from '@portal/subapp-sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './example-subapp.css';

/**
 * Where the app is served when it runs alone: the folder above its entry script, which the
 * build puts in assets/ (/sub-newcrm/assets/index-*.js → /sub-newcrm/; the dev server's
 * /src/main.tsx → /). One build serves under every sub-app path, so it cannot be a constant.
 */
function servedFrom(entryUrl: string): string {
  return `${new URL(entryUrl).pathname.split('/').slice(0, -2).join('/')}/`;
}

if (!isEmbedded()) configureStandalone({ baseRoute: servedFrom(import.meta.url) });

const container = document.getElementById('example-subapp-root');
if (container) {
  // All sub-apps share the shell's document: ids React makes carry the app's name.
  const root = createRoot(container, { identifierPrefix: `${getAppName() ?? 'example'}-` });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // micro-app fires 'unmount' on the app's window when the shell closes its last tab.
  window.addEventListener('unmount', () => root.unmount());
}
