import { BugOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Collapse, Result } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './crash-view.css';

export type CrashViewProps = {
  /** What failed: a page of the shell or a sub-application. */
  subject: 'page' | 'app';
  /** The error's own message, shown on demand. */
  message: string;
  onRetry: () => void;
  onViewLog: () => void;
};

/** What a tab shows in place of a page or sub-app that failed: the rest of the frame carries on. */
export function CrashView({ subject, message, onRetry, onViewLog }: CrashViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const details = [
    {
      key: 'details',
      label: t('crash.details'),
      children: <pre className="crash-view__message">{message || t('crash.noMessage')}</pre>,
    },
  ];

  return (
    <section
      className="crash-view"
      aria-labelledby={titleId}
      data-testid="crash-view"
      data-subject={subject}
    >
      <Result
        status="error"
        title={
          <h2 id={titleId} className="crash-view__title">
            {t(subject === 'app' ? 'crash.appTitle' : 'crash.pageTitle')}
          </h2>
        }
        subTitle={t('crash.description')}
        extra={[
          <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('crash.retry')}
          </Button>,
          <Button key="log" icon={<BugOutlined />} onClick={onViewLog}>
            {t('crash.viewLog')}
          </Button>,
        ]}
      >
        <Collapse ghost size="small" items={details} />
      </Result>
    </section>
  );
}
