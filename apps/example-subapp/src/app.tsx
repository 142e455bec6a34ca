import { getBaseRoute } from '@portal/subapp-sdk';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CrashWhenAsked } from './components/crash-when-asked';
import { routes } from './routes';
import { ExampleStateProvider } from './state/example-state';

export function App() {
  // Inside the shell the basename is where the shell mounts this app (e.g. /main/newcrm).
  const [router] = useState(() => createBrowserRouter(routes, { basename: getBaseRoute() }));
  return (
    <ExampleStateProvider>
      <CrashWhenAsked />
      <RouterProvider router={router} />
    </ExampleStateProvider>
  );
}
