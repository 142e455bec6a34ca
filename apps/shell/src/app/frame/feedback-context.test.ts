import { addLogEntry } from '@/features/logs/log-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedbackContext } from './feedback-context';

describe('feedbackContext', () => {
  beforeEach(() => {
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [{ route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/' }],
    });
  });

  it('names the page and the sub-app on screen and the newest log entries, with no query', () => {
    window.history.replaceState(null, '', '/main/newcrm/index?id_token=secret#top');
    addLogEntry({
      url: 'http://localhost:3000/api/crm/list?access_token=secret',
      time: 5,
      type: 'error',
      message: 'TypeError: x is undefined',
      stack: 'at somewhere',
    });

    const context = feedbackContext();

    expect(context).toEqual({
      page: `${window.location.origin}/main/newcrm/index`,
      subApp: 'sub-newcrm',
      logEntries: [
        {
          time: 5,
          type: 'error',
          message: 'TypeError: x is undefined',
          url: 'http://localhost:3000/api/crm/list',
        },
      ],
    });
    expect(JSON.stringify(context)).not.toContain('secret');
  });

  it('names no sub-app on a page of the shell', () => {
    window.history.replaceState(null, '', '/main/wel/index');
    expect(feedbackContext().subApp).toBeNull();
  });
});
