import { setSubAppReleases } from '@/features/micro/sub-app-releases';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeveloperBuild } from './use-developer-build';

function Frame() {
  const build = useDeveloperBuild();
  return <output>{build ? `${build.appTitle} ${build.url}` : 'none'}</output>;
}

afterEach(() => setSubAppReleases(undefined));

describe('useDeveloperBuild', () => {
  it('names the app the session runs from a development server, by its name for people', async () => {
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [
        {
          route: 'newcrm',
          name: 'sub-newcrm',
          url: '/sub-newcrm/',
          title: { 'zh-CN': '新客户管理', en: 'New CRM' },
        },
      ],
    });
    setSubAppReleases({ 'sub-other': { version: '2.0.0', url: '/sub-other/2.0.0/' } });
    await renderWithI18n(<Frame />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('none');

    act(() =>
      setSubAppReleases({
        'sub-other': { version: '2.0.0', url: '/sub-other/2.0.0/' },
        'sub-newcrm': { version: 'dev', url: 'http://127.0.0.1:5173/', developer: true },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('New CRM http://127.0.0.1:5173/');
  });
});
