import { describe, expect, it } from 'vitest';
import { oneHostPerName } from './hosted-apps';

const app = (appName: string, url: string, page = `/main/${appName}`) => ({
  target: { appName, url, baseRoute: `/main/${appName}` },
  page,
});

describe('oneHostPerName', () => {
  it('hosts each app once, at the page of its first tab', () => {
    const { apps, conflicts } = oneHostPerName([
      app('sub-newcrm', '/sub-newcrm/', '/main/newcrm/a'),
      app('sub-credit', '/sub-credit/'),
      app('sub-newcrm', '/sub-newcrm/', '/main/newcrm/b'),
    ]);

    expect(apps.map(({ target, page }) => [target.appName, page])).toEqual([
      ['sub-newcrm', '/main/newcrm/a'],
      ['sub-credit', '/main/sub-credit'],
    ]);
    expect(conflicts).toEqual([]);
  });

  it('refuses a second app of the same name at another url; the first keeps the name', () => {
    const { apps, conflicts } = oneHostPerName([
      app('sub-newcrm', '/sub-newcrm/'),
      app('sub-newcrm', 'https://crm.example.com/sub-newcrm/'),
    ]);

    expect(apps.map(({ target }) => target.url)).toEqual(['/sub-newcrm/']);
    expect(conflicts.map(({ target }) => target.url)).toEqual([
      'https://crm.example.com/sub-newcrm/',
    ]);
  });
});
