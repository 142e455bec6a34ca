import { notify } from '@/lib/notify';
import { CodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDeveloperOverride, reloadPage } from '../api/developer-override-queries';
import './developer-override-banner.css';

export type DeveloperOverrideBannerProps = {
  /** The app's name for people. */
  appTitle: string;
  /** The development server it runs from. */
  url: string;
  /** After the override ended: the page loads again, with the policy of no development server. */
  onEnded?: () => void;
};

/**
 * Across the top of every page of the frame while the session runs an app from a development
 * server (decision 0026): which app, from where, that only this browser's sign-in sees it and no
 * release manifest is checked; and a way to end it.
 */
export function DeveloperOverrideBanner({
  appTitle,
  url,
  onEnded = reloadPage,
}: DeveloperOverrideBannerProps) {
  const { t } = useTranslation();
  const [isEnding, setEnding] = useState(false);

  async function end() {
    setEnding(true);
    try {
      await clearDeveloperOverride();
      onEnded();
    } catch (error) {
      setEnding(false);
      void notify('error', (error as Error).message);
    }
  }

  return (
    <section
      className="developer-override-banner"
      aria-label={t('developerOverride.bannerLabel')}
      data-testid="developer-override-banner"
    >
      <CodeOutlined className="developer-override-banner__icon" aria-hidden />
      <p className="developer-override-banner__text">
        <strong className="developer-override-banner__what">
          {t('developerOverride.banner', { app: appTitle, url })}
        </strong>
        <span className="developer-override-banner__detail">
          {t('developerOverride.bannerDetail')}
        </span>
      </p>
      <Button
        size="small"
        className="developer-override-banner__end"
        loading={isEnding}
        onClick={() => void end()}
      >
        {t('developerOverride.end')}
      </Button>
    </section>
  );
}
