import type { AppReleases } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation } from '@tanstack/react-query';
import { Button, Descriptions, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeCanary, changeRollout, rollBack } from '../api/release-queries';
import { useReleasesChanged } from '../use-releases-changed';
import { RolloutForm, type RolloutChoice } from './rollout-form';

/**
 * Which release everyone, each firm and a canary's share run, the form that changes it, and the
 * one-click way back (回滚, confirmed first: every firm, the canary and the default go back at
 * once).
 */
export function RolloutPanel({ userId, releases }: { userId: number; releases: AppReleases }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const changed = useReleasesChanged(userId, releases.app);
  const { app, rollout, rollback, changedBy, changedAt } = releases;
  const firmName = (firmId: number) =>
    releases.firms.find(({ id }) => id === firmId)?.firmName ?? String(firmId);
  const entryUrl = t('releases.running.entryUrl');

  const change = useMutation({
    mutationFn: (choice: RolloutChoice) =>
      'canary' in choice
        ? changeCanary(app, choice.canary)
        : changeRollout(app, choice.firmId, choice.version),
    onSuccess: (_, choice) => {
      if ('canary' in choice) {
        void notify('success', t('releases.canary.applied', choice.canary));
      } else {
        const { firmId, version } = choice;
        const target = firmId === null ? t('releases.running.defaultLabel') : firmName(firmId);
        const runs = version ?? (firmId === null ? entryUrl : t('releases.change.versionFollow'));
        void notify('success', t('releases.change.applied', { target, version: runs }));
      }
      changed();
    },
    onError: (error) => void notify('error', error.message),
  });
  const endCanary = useMutation({
    mutationFn: () => changeCanary(app, null),
    onSuccess: () => {
      void notify('success', t('releases.canary.ended'));
      changed();
    },
    onError: (error) => void notify('error', error.message),
  });
  const goBack = useMutation({
    mutationFn: () => rollBack(app),
    onSuccess: ({ after }) => {
      void notify(
        'success',
        t('releases.rollback.done', { app, to: after.defaultVersion ?? entryUrl }),
      );
      changed();
    },
    onError: (error) => void notify('error', error.message),
  });

  return (
    <section className="releases__section" data-testid="release-rollout">
      <Typography.Title level={5}>{t('releases.running.title')}</Typography.Title>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('releases.running.defaultLabel')}>
          <Tag color={rollout.defaultVersion ? 'blue' : 'default'} data-testid="release-default">
            {rollout.defaultVersion ?? entryUrl}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('releases.running.firmsLabel')}>
          {rollout.firms.length === 0 ? (
            t('releases.running.noFirms')
          ) : (
            <ul className="releases__firms">
              {rollout.firms.map(({ firmId, version }) => (
                <li key={firmId} data-testid="release-firm">
                  <span>{firmName(firmId)}</span> <Tag color="gold">{version}</Tag>
                  <Button
                    type="link"
                    size="small"
                    aria-label={t('releases.running.followOf', { firm: firmName(firmId) })}
                    onClick={() => change.mutate({ firmId, version: null })}
                  >
                    {t('releases.running.follow')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('releases.canary.label')}>
          {rollout.canary ? (
            <span data-testid="release-canary">
              <Tag color="purple">{rollout.canary.version}</Tag>
              {t('releases.canary.share', { share: rollout.canary.share })}
              <Button
                type="link"
                size="small"
                loading={endCanary.isPending}
                onClick={() => endCanary.mutate()}
              >
                {t('releases.canary.end')}
              </Button>
            </span>
          ) : (
            t('releases.canary.none')
          )}
        </Descriptions.Item>
      </Descriptions>
      {changedBy && changedAt && (
        <Typography.Text type="secondary" data-testid="release-changed-by">
          {t(
            releases.changedAutomatically
              ? 'releases.running.rolledBackAutomatically'
              : 'releases.running.changedBy',
            {
              name: t('releases.person', {
                name: changedBy.displayName,
                username: changedBy.username,
              }),
              time: formatTime(changedAt),
            },
          )}
        </Typography.Text>
      )}
      <RolloutForm
        releases={releases}
        isApplying={change.isPending}
        onApply={(choice) => change.mutate(choice)}
      />
      <div className="releases__rollback">
        <Popconfirm
          title={t('releases.rollback.title', { app })}
          description={
            rollback && (
              <>
                {t('releases.rollback.description', {
                  from: rollback.from,
                  to: rollback.to ?? entryUrl,
                })}
                {rollout.canary && <div>{t('releases.rollback.canaryEnds', rollout.canary)}</div>}
              </>
            )
          }
          okText={t('releases.rollback.confirm')}
          okButtonProps={{ danger: true }}
          cancelText={t('releases.rollback.cancel')}
          disabled={rollback === null}
          onConfirm={() => goBack.mutateAsync().catch(() => undefined)}
        >
          <Button
            danger
            disabled={rollback === null}
            loading={goBack.isPending}
            title={rollback === null ? t('releases.rollback.nothing') : undefined}
          >
            {t('releases.rollback.button')}
          </Button>
        </Popconfirm>
      </div>
    </section>
  );
}
