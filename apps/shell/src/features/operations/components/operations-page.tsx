import { HttpError } from '@/lib/http/http-error';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackListQuery, feedbackPageSize, subAppHealthQuery } from '../api/operations-queries';
import { AlertRulesPanel } from './alert-rules-panel';
import { FeedbackList } from './feedback-list';
import { ReleaseComparisons } from './release-comparisons';
import { SubAppDetailDrawer } from './sub-app-detail-drawer';
import { SubAppHealthTable } from './sub-app-health-table';
import { SubAppTimingsTable } from './sub-app-timings-table';
import './operations-page.css';

/** Users affected from which the server counts an app failing (the contract's failingUsers). */
const failingUsers = 2;

/**
 * /platform/operations: how each sub-application fares today and what users reported. The
 * server decides who may read it (the system administrator duty); anyone else sees its refusal.
 */
export function OperationsPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [includeHandled, setIncludeHandled] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const [openRoute, setOpenRoute] = useState<string>();
  const health = useQuery(subAppHealthQuery(userId));
  const feedback = useQuery(feedbackListQuery(userId, includeHandled, pageNum));
  // The last page emptied (its feedback handled): show the one before.
  const lastPage = Math.max(1, Math.ceil((feedback.data?.total ?? 0) / feedbackPageSize));
  if (feedback.data && pageNum > lastPage) setPageNum(lastPage);

  if (health.error instanceof HttpError && health.error.status === 403) {
    return (
      <Result status="403" title={t('errors.forbiddenTitle')} subTitle={health.error.message} />
    );
  }
  return (
    <div className="operations-page">
      <Typography.Title level={4}>{t('operations.title')}</Typography.Title>
      {health.error && (
        <Alert
          type="error"
          showIcon
          title={t('operations.loadFailed', { message: health.error.message })}
        />
      )}
      <Tabs
        items={[
          {
            key: 'health',
            label: t('operations.tabs.health'),
            children: health.data ? (
              <>
                <Typography.Text type="secondary" className="operations-page__meta">
                  {t('operations.sinceAndRefreshed', {
                    time: formatTime(health.data.generatedAt),
                  })}
                </Typography.Text>
                <Typography.Text type="secondary" className="operations-page__meta">
                  {t('operations.healthRule', { users: failingUsers })}
                </Typography.Text>
                <ReleaseComparisons userId={userId} />
                <SubAppHealthTable
                  apps={health.data.apps}
                  onOpen={(app) => setOpenRoute(app.route)}
                />
              </>
            ) : (
              <Spin />
            ),
          },
          {
            key: 'timings',
            label: t('operations.timings.tab'),
            children: <SubAppTimingsTable userId={userId} />,
          },
          {
            key: 'alerts',
            label: t('operations.alertRules.tab'),
            children: <AlertRulesPanel userId={userId} apps={health.data?.apps ?? []} />,
          },
          {
            key: 'feedback',
            label: t('operations.tabs.feedback', { count: feedback.data?.unhandled ?? 0 }),
            children: (
              <FeedbackList
                userId={userId}
                items={feedback.data?.records ?? []}
                total={feedback.data?.total ?? 0}
                pageNum={pageNum}
                onPage={setPageNum}
                includeHandled={includeHandled}
                onIncludeHandled={(value) => {
                  setIncludeHandled(value);
                  setPageNum(1);
                }}
                error={feedback.error}
              />
            ),
          },
        ]}
      />
      <SubAppDetailDrawer
        userId={userId}
        app={health.data?.apps.find((app) => app.route === openRoute)}
        onClose={() => setOpenRoute(undefined)}
      />
    </div>
  );
}
