import type { SubAppHealth, UrlCheck } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { Button, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type State = SubAppHealth['status'] | 'idle';

// Red is for what more than one user saw (or the server's own check): one user's reports,
// however many, show in amber at most.
const stateColors: Record<State, string> = {
  failing: 'red',
  crashed: 'orange',
  unconfirmed: 'gold',
  ok: 'green',
  disabled: 'default',
  idle: 'blue',
};

export function stateOf(app: SubAppHealth): State {
  if (app.status === 'ok' && app.mounts === 0 && app.check.state !== 'ok') return 'idle';
  return app.status;
}

function useCheckText() {
  const { t } = useTranslation();
  return ({ state, status, reason }: UrlCheck) => {
    if (state === 'ok') return t('operations.check.ok', { status });
    const known = ['status', 'notHtml', 'unreachable', 'noUrl', 'samePath'] as const;
    const key = known.find((each) => each === reason) ?? 'unreachable';
    return t(`operations.check.${key}`, { status });
  };
}

/** The newest problems of an app, with their stacks. */
function Problems({ app }: { app: SubAppHealth }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const none = t('operations.noValue');
  if (app.lastProblems.length === 0) {
    return <Typography.Text type="secondary">{t('operations.noProblems')}</Typography.Text>;
  }
  return (
    <section aria-label={t('operations.problems')} className="operations-problems">
      {app.lastProblems.map((problem) => (
        <article key={`${problem.at}-${problem.kind}-${problem.reporter ?? ''}`}>
          <Typography.Text strong>
            {t(`operations.problemKinds.${problem.kind}`)}
            {problem.count > 1 ? t('operations.times', { count: problem.count }) : ''}
            {problem.message ? `: ${problem.message}` : ''}
          </Typography.Text>
          <div className="operations-problems__meta">
            {t('operations.problemMeta', {
              time: formatTime(problem.at),
              reporter: problem.reporter ?? none,
              browser: problem.browser,
              version: problem.registryVersion.slice(0, 8),
            })}
          </div>
          {problem.stack && <pre className="operations-problems__stack">{problem.stack}</pre>}
        </article>
      ))}
    </section>
  );
}

/**
 * Each registry entry: its state, today's loads, first-load times, failures, errors and the users
 * they came from, its url's check.
 */
export function SubAppHealthTable({
  apps,
  onOpen,
}: {
  apps: SubAppHealth[];
  /** Opens the app's detail: its week by hour and its error groups. */
  onOpen: (app: SubAppHealth) => void;
}) {
  const { t, i18n } = useTranslation();
  const checkText = useCheckText();
  const none = t('operations.noValue');
  const ms = (value: number | null) =>
    value === null ? none : t('operations.ms', { value: Math.round(value) });
  const columns: TableColumnsType<SubAppHealth> = [
    {
      key: 'app',
      title: t('operations.columns.app'),
      width: 180,
      render: (_, app) => (
        <Tooltip title={app.url ?? undefined}>
          <span>{i18n.language === 'en' ? app.title.en : app.title['zh-CN']}</span>
          <Typography.Text type="secondary" className="operations-table__name">
            {app.name}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'state',
      title: t('operations.columns.state'),
      width: 110,
      render: (_, app) => {
        const state = stateOf(app);
        return <Tag color={stateColors[state]}>{t(`operations.state.${state}`)}</Tag>;
      },
    },
    {
      key: 'users',
      title: t('operations.columns.users'),
      width: 110,
      render: (_, app) =>
        app.users === 0
          ? none
          : t('operations.usersAffected', { affected: app.usersAffected, count: app.users }),
    },
    { key: 'mounts', title: t('operations.columns.mounts'), dataIndex: 'mounts', width: 90 },
    {
      key: 'firstMount',
      title: t('operations.columns.firstMount'),
      width: 150,
      render: (_, app) => `${ms(app.firstMountP50Ms)} / ${ms(app.firstMountP95Ms)}`,
    },
    {
      key: 'failureRate',
      title: t('operations.columns.failureRate'),
      width: 90,
      render: (_, app) =>
        app.failureRate === null ? none : `${(app.failureRate * 100).toFixed(1)}%`,
    },
    {
      key: 'errors',
      title: t('operations.columns.errors'),
      width: 130,
      render: (_, app) =>
        app.errors === 0
          ? 0
          : t('operations.errorsOfUsers', { errors: app.errors, count: app.usersWithErrors }),
    },
    {
      key: 'check',
      title: t('operations.columns.check'),
      width: 160,
      render: (_, app) => checkText(app.check),
    },
    {
      key: 'owner',
      title: t('operations.columns.owner'),
      width: 140,
      render: (_, app) => app.ownerTeam ?? none,
    },
    {
      key: 'detail',
      title: t('operations.history.column'),
      width: 100,
      render: (_, app) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(app);
          }}
        >
          {t('operations.history.open')}
        </Button>
      ),
    },
  ];
  return (
    <Table
      rowKey="route"
      size="small"
      columns={columns}
      dataSource={apps}
      pagination={false}
      scroll={{ x: 1420 }}
      expandable={{ expandedRowRender: (app) => <Problems app={app} /> }}
      onRow={(app) => ({ onClick: () => onOpen(app), className: 'operations-table__row' })}
    />
  );
}
