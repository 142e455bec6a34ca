import { describe, expect, it } from 'vitest';
import { createRouteSync } from './route-sync';

const crm = { appName: 'sub-newcrm', baseRoute: '/main/newcrm', isShown: true };

describe('route sync', () => {
  it('follows an app that goes to another of its pages while shown', () => {
    const sync = createRouteSync();
    expect(sync.show('sub-newcrm', '/main/newcrm/customer/list')).toBeUndefined();
    const start = '/main/newcrm/customer/list';
    expect(sync.changed({ ...crm, from: start, to: start })).toEqual({ kind: 'none' });

    expect(sync.changed({ ...crm, from: start, to: '/main/newcrm/form?step=2' })).toEqual({
      kind: 'follow',
      path: '/main/newcrm/form?step=2',
      history: 'replace',
    });
    // The shell shows the tab at its new address: nothing to push.
    expect(sync.show('sub-newcrm', '/main/newcrm/form?step=2')).toBeUndefined();
  });

  it("follows a hash router's moves, the hash kept in the address", () => {
    const sync = createRouteSync();
    const other = { appName: 'sub-other', baseRoute: '/main/other', isShown: true };
    const start = '/main/other/index#/';
    sync.show('sub-other', start);
    expect(sync.changed({ ...other, from: start, to: start })).toEqual({ kind: 'none' });

    expect(sync.changed({ ...other, from: start, to: '/main/other/index#/detail/42' })).toEqual({
      kind: 'follow',
      path: '/main/other/index#/detail/42',
      history: 'replace',
    });
    expect(sync.changed({ ...other, from: '/main/other#/a', to: '/main/other#/b' })).toEqual({
      kind: 'follow',
      path: '/main/other#/b',
      history: 'replace',
    });
  });

  it("keeps a hash router's root as its bare address, and sends it there by its hash", () => {
    const sync = createRouteSync();
    const other = { appName: 'sub-other', baseRoute: '/main/other', isShown: true };
    // Opened from the menu, at its bare address: vue-router 3 rewrites it to its root.
    sync.show('sub-other', '/main/other/index');
    const root = '/main/other/index#/';
    expect(sync.changed({ ...other, from: root, to: root })).toEqual({ kind: 'none' });
    const detail = '/main/other/index#/detail/42';
    expect(sync.changed({ ...other, from: root, to: detail })).toMatchObject({ kind: 'follow' });

    // Its root again, by its own link: the address is the bare one, the menu's.
    expect(sync.changed({ ...other, from: detail, to: root })).toMatchObject({
      kind: 'follow',
      path: '/main/other/index',
    });
    sync.changed({ ...other, from: root, to: detail });
    // The menu's tab shown again: a move of the path alone would leave its page as it is.
    expect(sync.show('sub-other', '/main/other/index')).toBe(root);
    expect(sync.show('sub-other', root)).toBe(root);
  });

  it("pushes the app to its tab's page when another tab of it is shown", () => {
    const sync = createRouteSync();
    sync.show('sub-newcrm', '/main/newcrm/a');
    sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm/a' });

    expect(sync.show('sub-newcrm', '/main/newcrm/b')).toBe('/main/newcrm/b');
    // The push itself moves the app where the shell wants it: not followed again.
    expect(sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm/b' })).toEqual({
      kind: 'none',
    });
  });

  it('sends an app that starts at another page to the page of the tab on screen', () => {
    const sync = createRouteSync();
    sync.show('sub-newcrm', '/main/newcrm/a');
    sync.show('sub-newcrm', '/main/newcrm/b');

    expect(sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm/a' })).toEqual({
      kind: 'push',
      path: '/main/newcrm/b',
    });
  });

  it('does not follow a hidden app, and brings it back when its tab is shown again', () => {
    const sync = createRouteSync();
    sync.show('sub-newcrm', '/main/newcrm/a');
    sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm/a' });

    expect(
      sync.changed({ ...crm, isShown: false, from: '/main/newcrm/a', to: '/main/newcrm/x' }),
    ).toEqual({ kind: 'none' });
    expect(sync.show('sub-newcrm', '/main/newcrm/a')).toBe('/main/newcrm/a');
  });

  it('does not follow an app out of its own pages', () => {
    const sync = createRouteSync();
    sync.show('sub-newcrm', '/main/newcrm/a');
    sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm/a' });

    for (const to of ['/main/credit/apply', '/main/newcrmx', '/wel/index']) {
      expect(sync.changed({ ...crm, from: '/main/newcrm/a', to })).toEqual({ kind: 'none' });
    }
    expect(sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm' })).toEqual({
      kind: 'follow',
      path: '/main/newcrm',
      history: 'replace',
    });
  });

  it("adds a history entry for a step the user took in the app, not for its router's redirect", () => {
    let inputs = 0;
    const sync = createRouteSync(() => inputs);
    const start = '/main/newcrm/customer/list';
    sync.show('sub-newcrm', start);
    sync.changed({ ...crm, from: start, to: start });

    // A click in the app, then its move: Back should return to the list.
    inputs += 1;
    const detail = '/main/newcrm/customer/detail/7';
    expect(sync.changed({ ...crm, from: start, to: detail })).toEqual({
      kind: 'follow',
      path: detail,
      history: 'push',
    });
    // The detail page sends itself on at once, with no input between: in place.
    const tab = `${detail}?tab=basic`;
    expect(sync.changed({ ...crm, from: detail, to: tab })).toEqual({
      kind: 'follow',
      path: tab,
      history: 'replace',
    });
  });

  it('starts a remounted app afresh', () => {
    const sync = createRouteSync();
    sync.show('sub-newcrm', '/main/newcrm/a');
    sync.changed({ ...crm, from: '/main/newcrm/a', to: '/main/newcrm/a' });
    sync.forget('sub-newcrm');

    expect(sync.show('sub-newcrm', '/main/newcrm/b')).toBeUndefined();
  });
});
