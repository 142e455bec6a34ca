import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { appReleasesQuery } from '../api/release-queries';
import { AutomaticRollbackForm } from './automatic-rollback-form';
import { ReleaseList } from './release-list';
import { RolloutPanel } from './rollout-panel';
import { TeamTokens } from './team-tokens';
import './releases.css';

/**
 * One app's releases (docs/sub-apps.md, "A team's release day"): who runs which, the change of
 * it and the way back, by hand or automatic, what its team published, and the team's tokens.
 * System administrators.
 */
export function ReleasesDrawer({
  userId,
  app,
  isOpen,
  onClose,
}: {
  userId: number;
  /** The app's registry name; kept while the drawer closes, so its title stays. */
  app: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const releases = useQuery({ ...appReleasesQuery(userId, app), enabled: isOpen && app !== '' });
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      title={t('releases.title', { app })}
      size={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('releases.intro')}</Typography.Paragraph>
      {releases.error && <Alert type="error" showIcon title={releases.error.message} />}
      {releases.isPending && isOpen && <Spin />}
      {releases.data && (
        <>
          <RolloutPanel userId={userId} releases={releases.data} />
          <AutomaticRollbackForm userId={userId} releases={releases.data} />
          <ReleaseList releases={releases.data.releases} />
          <TeamTokens userId={userId} app={app} tokens={releases.data.tokens} />
        </>
      )}
    </Drawer>
  );
}
