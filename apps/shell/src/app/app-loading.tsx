import { useTranslation } from 'react-i18next';
import './app-loading.css';

/** Shown while a page's code arrives ('app loading...', spec §2); fills the screen or its box. */
export function AppLoading({ fill = 'screen' }: { fill?: 'screen' | 'box' }) {
  const { t } = useTranslation();
  return (
    <div className={`app-loading app-loading--${fill}`} role="status">
      <span className="app-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
