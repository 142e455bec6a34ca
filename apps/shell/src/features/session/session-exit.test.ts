import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { portalReturnUrl } from './session-exit';
import { saveSignInMethod } from './session-store';

describe('portalReturnUrl', () => {
  beforeEach(() =>
    setRuntimeConfig({
      ...testRuntimeConfig,
      api: { ...testRuntimeConfig.api, portal: '/portal' },
    }),
  );

  it('sends a user who came from the portal back to it', () => {
    saveSignInMethod('portal');

    expect(portalReturnUrl()).toBe('/portal');
  });

  it('sends a user who signed in with a password to the login page', () => {
    saveSignInMethod('password');
    expect(portalReturnUrl()).toBeUndefined();
  });

  it('treats an unknown sign-in as a password sign-in', () => {
    expect(portalReturnUrl()).toBeUndefined();
  });
});
