import { currentLanguage, i18n, initI18n } from '@/features/i18n/i18n';
import { installLogCapture } from '@/features/logs/install-log-capture';
import { addLogEntry } from '@/features/logs/log-store';
import { readToken } from '@/features/session/session-store';
import { configureHttp } from '@/lib/http/http-setup';
import { notify } from '@/lib/notify';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConfigFailure } from './config-failure';
import { endSession } from './end-session';
import { Providers } from './providers';
import { createAppRouter } from './router';

async function bootstrap(container: HTMLElement) {
  const [config] = await Promise.allSettled([loadRuntimeConfig(), initI18n()]);
  const root = createRoot(container);

  try {
    if (config.status === 'rejected') throw config.reason;
    const { api, requestTimeoutMs, website } = config.value;
    document.title = website.title;
    const router = createAppRouter();
    configureHttp(
      { baseURL: api.main, timeout: requestTimeoutMs },
      {
        getToken: readToken,
        getLanguage: currentLanguage,
        translate: (key) => i18n.t(key),
        notify: (level, text) => void notify(level, text),
        signOut: (text) => endSession(router, text),
        log: addLogEntry,
      },
    );
    root.render(
      <Providers i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <Providers i18n={i18n}>
        <ConfigFailure />
      </Providers>,
    );
  }
}

installLogCapture();

const container = document.getElementById('root');
if (container) void bootstrap(container);
