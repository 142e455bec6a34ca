import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="500"
      title={t('errors.serverErrorTitle')}
      description={t('errors.serverErrorDescription')}
      actions={
        <button
          type="button"
          className="error-page__button"
          onClick={() => window.location.reload()}
        >
          {t('errors.reload')}
        </button>
      }
    />
  );
}
