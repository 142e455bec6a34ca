import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import './error-page.css';

type ErrorPageProps = {
  code: '403' | '404' | '500';
  title: string;
  description: string;
  /** Extra actions after "back to home". */
  actions?: ReactNode;
  /** Whether "back to home" is the page's main action (else one of `actions` is). */
  isHomePrimary?: boolean;
};

/** The frame of the 403, 404 and 500 pages: public, and without antd; titled like any page. */
export function ErrorPage({
  code,
  title,
  description,
  actions,
  isHomePrimary = true,
}: ErrorPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);

  return (
    <main className="error-page" data-testid="error-page" data-code={code}>
      <div className="error-page__body">
        <p className="error-page__code">{code}</p>
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__description">{description}</p>
        <div className="error-page__actions">
          <Link
            className={`error-page__button${isHomePrimary ? ' error-page__button--primary' : ''}`}
            to="/"
          >
            {t('errors.backHome')}
          </Link>
          {actions}
        </div>
      </div>
    </main>
  );
}
