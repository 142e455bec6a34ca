import { translate, type Language, type MessageKey } from '../../messages/catalogue';
import type { DemoPortalUser } from './list-demo-portal-users';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content and for a quoted attribute value alike. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

export type DemoPortalPageOptions = {
  language: Language;
  /** Whether the address chose the language (`?lang=`): the form keeps it for a notice. */
  languageChosen: boolean;
  users: DemoPortalUser[];
  /** Where the page is served (runtime config `api.portal`), and its stylesheet. */
  path: string;
  stylesheet: string;
  notice?: MessageKey | undefined;
};

/**
 * The demo portal: each demo user with a button that POSTs the username to the page, which
 * answers with a redirect carrying a fresh id_token, so no token is ever written in the page.
 * No script; the styles come from a stylesheet of this origin, as the CSP asks.
 */
export function renderDemoPortalPage({
  language,
  languageChosen,
  users,
  path,
  stylesheet,
  notice,
}: DemoPortalPageOptions): string {
  const t = (key: MessageKey, parameters?: Record<string, string>) =>
    escapeHtml(translate(language, key, parameters));
  const otherLanguage: Language = language === 'en' ? 'zh-CN' : 'en';
  const action = languageChosen ? `${path}?lang=${language}` : path;
  const list =
    users.length === 0
      ? `<p class="empty">${t('demoPortal.noUsers')}</p>`
      : `<ul class="users">${users
          .map(
            ({ username, displayName }) =>
              `<li><form method="post" action="${escapeHtml(action)}">` +
              `<span class="name">${escapeHtml(displayName)}</span>` +
              `<span class="username">${escapeHtml(username)}</span>` +
              `<input type="hidden" name="username" value="${escapeHtml(username)}">` +
              `<button type="submit" aria-label="${t('demoPortal.signInAs', { name: displayName, username })}">` +
              `${t('demoPortal.signIn')}</button></form></li>`,
          )
          .join('')}</ul>`;
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${t('demoPortal.title')}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${t('demoPortal.title')}</h1>`,
    `<a class="language" href="${escapeHtml(`${path}?lang=${otherLanguage}`)}" hreflang="${otherLanguage}" lang="${otherLanguage}">${t('demoPortal.otherLanguage')}</a>`,
    '</header>',
    '<main>',
    `<p>${t('demoPortal.intro')}</p>`,
    ...(notice ? [`<p class="notice" role="alert">${t(notice)}</p>`] : []),
    `<h2>${t('demoPortal.users')}</h2>`,
    list,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The page's styles, served from this origin: the CSP's style-src needs no inline source. */
export const demoPortalStylesheet = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; }
body { margin: 0; background: #f0f2f5; color: #1f1f1f; }
header { display: flex; align-items: center; justify-content: space-between; gap: 16px;
  padding: 16px 24px; background: #001529; color: #fff; }
h1 { margin: 0; font-size: 20px; font-weight: 600; }
h2 { margin: 24px 0 12px; font-size: 16px; font-weight: 600; }
.language { color: #fff; }
main { max-width: 640px; margin: 0 auto; padding: 24px; }
.notice { padding: 8px 12px; border: 1px solid #ffccc7; border-radius: 6px; background: #fff2f0; }
.users { margin: 0; padding: 0; list-style: none; }
.users li { margin-bottom: 8px; }
.users form { display: flex; align-items: center; gap: 12px; padding: 12px 16px; border-radius: 8px;
  background: #fff; box-shadow: 0 1px 2px rgb(0 0 0 / 6%); }
.name { font-weight: 600; }
.username { flex: 1; color: #595959; }
button { padding: 6px 16px; border: 0; border-radius: 6px; background: #1677ff; color: #fff;
  font: inherit; cursor: pointer; }
button:hover, button:focus-visible { background: #4096ff; }
`.trimStart();
