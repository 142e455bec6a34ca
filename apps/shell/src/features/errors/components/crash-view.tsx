import { BugOutlined, CloseCircleFilled, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState } from 'react';
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

/**
 * What a tab shows in place of a page or sub-app that failed: the rest of the frame carries on.
 * Laid out like antd's error Result without it: that component brings its 403, 404 and 500
 * illustrations (10 KB gzip) into the first screen, which must hold this view ready even when
 * the network is gone.
 */
export function CrashView({ subject, message, onRetry, onViewLog }: CrashViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <section
      className="crash-view"
      aria-labelledby={titleId}
      data-testid="crash-view"
      data-subject={subject}
    >
      <CloseCircleFilled className="crash-view__icon" aria-hidden />
      <h2 id={titleId} className="crash-view__title">
        {t(subject === 'app' ? 'crash.appTitle' : 'crash.pageTitle')}
      </h2>
      <p className="crash-view__description">{t('crash.description')}</p>
      <div className="crash-view__actions">
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('crash.retry')}
        </Button>
        <Button icon={<BugOutlined />} onClick={onViewLog}>
          {t('crash.viewLog')}
        </Button>
      </div>
      <div className="crash-view__details">
        <Button
          type="text"
          size="small"
          icon={<DownOutlined rotate={isOpen ? 0 : -90} />}
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen(!isOpen)}
        >
          {t('crash.details')}
        </Button>
        <pre id={detailsId} className="crash-view__message" hidden={!isOpen}>
          {message || t('crash.noMessage')}
        </pre>
      </div>
    </section>
  );
}
