import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { FormPage } from './pages/form-page';
import { OverviewPage } from './pages/overview-page';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'form', element: <FormPage /> },
      // The shell's route has a catch-all page parameter: a page of the menu this app does not
      // have (/customer/list) shows the overview at its own address, which the shell's tab keeps.
      { path: '*', element: <OverviewPage /> },
    ],
  },
];
