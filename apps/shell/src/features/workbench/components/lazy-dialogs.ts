import { lazy } from 'react';

// The home page shows lists; a dialog (and antd's Modal) loads when the first item is opened.
export const LazyMessageDialog = lazy(() =>
  import('./message-dialog').then((module) => ({ default: module.MessageDialog })),
);

export const LazyNoticeDialog = lazy(() =>
  import('./notice-dialog').then((module) => ({ default: module.NoticeDialog })),
);
