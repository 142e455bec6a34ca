import { useTranslation } from 'react-i18next';
import './app-loading.css';

/** Without its runtime configuration the shell cannot call anything: say so, offer a reload. */
export function ConfigFailure() {
  const { t } = useTranslation();
  return (
    <div className="app-loading app-loading--screen" role="alert">
      <span>{t('app.configFailed')}</span>
      <button type="button" className="app-loading__retry" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}
