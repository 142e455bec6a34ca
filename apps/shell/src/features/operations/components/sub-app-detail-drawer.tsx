import type { SubAppHealth } from '@portal/contract';
import { Drawer, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The chart's library comes with the detail, when an app is first opened.
const SubAppDetail = lazy(() => import('./sub-app-detail'));

export type SubAppDetailDrawerProps = {
  userId: number;
  /** The app whose detail is shown; none closes the drawer. */
  app: SubAppHealth | undefined;
  onClose: () => void;
};

/** An app's week of reports and its error groups, over the health table. */
export function SubAppDetailDrawer({ userId, app, onClose }: SubAppDetailDrawerProps) {
  const { t, i18n } = useTranslation();
  const title = app ? (i18n.language === 'en' ? app.title.en : app.title['zh-CN']) : '';
  return (
    <Drawer
      open={app !== undefined}
      onClose={onClose}
      title={t('operations.history.drawerTitle', { title, name: app?.name ?? '' })}
      size="min(760px, 100vw)"
      destroyOnHidden
    >
      {app && (
        <Suspense fallback={<Skeleton active />}>
          <SubAppDetail userId={userId} route={app.route} />
        </Suspense>
      )}
    </Drawer>
  );
}
