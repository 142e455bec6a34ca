import { getAppName, getBaseRoute } from '@portal/subapp-sdk';
import { useHostContext } from '@portal/subapp-sdk/react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslate } from '../i18n/use-translate';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Only the start of the token: enough to see one arrived, not enough to leak it. */
const maskToken = (token: string) => (token === '' ? '' : `${token.slice(0, 6)}…`);

/** Everything the shell's context told the app, as a definition list. */
export function ContextPanel() {
  const { userInfo, crmUserInfo, token, locale, theme, buttons } = useHostContext();
  const { pathname } = useLocation();
  const t = useTranslate();
  const headingId = useId();
  const none = t('context.none');
  const rows: [label: string, value: string, testId: string][] = [
    [t('context.appName'), getAppName() ?? none, 'subapp-app-name'],
    [
      t('context.user'),
      [text(userInfo.userName), text(userInfo.userId)].filter(Boolean).join(' #') || none,
      'subapp-user',
    ],
    [
      t('context.firm'),
      [text(userInfo.firmNo), text(userInfo.firmId)].filter(Boolean).join(' #') || none,
      'subapp-firm',
    ],
    [t('context.dept'), text(userInfo.deptName) || none, 'subapp-dept'],
    [t('context.crmRole'), text(crmUserInfo?.userRole) || none, 'subapp-crm-role'],
    [
      t('context.crmDept'),
      [text(crmUserInfo?.primaryDeptName), text(crmUserInfo?.primaryDeptIndustry)]
        .filter(Boolean)
        .join(' · ') || none,
      'subapp-crm-dept',
    ],
    [t('context.token'), maskToken(token) || none, 'subapp-token'],
    [t('context.locale'), locale, 'subapp-locale'],
    [t('context.theme'), theme, 'subapp-theme'],
    [t('context.buttons'), buttons.join(', ') || none, 'subapp-buttons'],
    [t('context.baseRoute'), getBaseRoute(), 'subapp-base-route'],
    [t('context.path'), pathname, 'subapp-path'],
  ];
  return (
    <section className="example-subapp__panel" aria-labelledby={headingId}>
      <h2 className="example-subapp__heading" id={headingId}>
        {t('context.title')}
      </h2>
      <dl className="example-subapp__facts">
        {rows.map(([label, value, testId]) => (
          <div className="example-subapp__fact" key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
