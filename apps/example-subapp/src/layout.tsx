import { getAppName, isEmbedded } from '@portal/subapp-sdk';
import { useHostContext } from '@portal/subapp-sdk/react';
import { NavLink, Outlet } from 'react-router';
import { useTranslate } from './i18n/use-translate';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'example-subapp__link example-subapp__link--active' : 'example-subapp__link';

/** The frame of every page: title, mode, the links between the two pages. */
export function Layout() {
  const { locale, theme } = useHostContext();
  const t = useTranslate();
  return (
    <div
      className="example-subapp"
      data-testid="subapp-root"
      data-app-name={getAppName() ?? undefined}
      data-theme={theme}
      // `development` from the dev server, `production` built: a developer sees which one runs.
      data-build={import.meta.env.MODE}
      lang={locale}
    >
      <header className="example-subapp__header">
        <h1 className="example-subapp__title">{t('app.title')}</h1>
        <span className="example-subapp__badge" data-testid="subapp-mode">
          {isEmbedded() ? t('app.embedded') : t('app.standalone')}
        </span>
      </header>
      <nav className="example-subapp__nav" aria-label={t('nav.label')}>
        <NavLink to="/" end className={linkClass} data-testid="subapp-link-overview">
          {t('nav.overview')}
        </NavLink>
        <NavLink to="/form" className={linkClass} data-testid="subapp-link-form">
          {t('nav.form')}
        </NavLink>
      </nav>
      <main className="example-subapp__main">
        <Outlet />
      </main>
    </div>
  );
}
