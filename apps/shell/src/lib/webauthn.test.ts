import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assertPasskey, createPasskey, PasskeyError } from './webauthn';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const browser = vi.mocked(await import('@simplewebauthn/browser'));

const failure = (name: string, code?: string) =>
  Object.assign(new Error(name), { name, ...(code ? { code } : {}) });

describe('passkey ceremonies', () => {
  beforeEach(() => browser.browserSupportsWebAuthn.mockReturnValue(true));

  it('hands the server options to the browser and its answer back', async () => {
    browser.startAuthentication.mockResolvedValue({ id: 'a' } as never);
    await expect(assertPasskey({ challenge: 'c' })).resolves.toEqual({ id: 'a' });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c' } });
  });

  it('names what went wrong', async () => {
    browser.browserSupportsWebAuthn.mockReturnValueOnce(false);
    await expect(createPasskey({})).rejects.toEqual(new PasskeyError('unsupported'));
    browser.startRegistration.mockRejectedValueOnce(failure('NotAllowedError'));
    await expect(createPasskey({})).rejects.toMatchObject({ problem: 'cancelled' });
    browser.startRegistration.mockRejectedValueOnce(
      failure('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'),
    );
    await expect(createPasskey({})).rejects.toMatchObject({ problem: 'already-registered' });
    browser.startAuthentication.mockRejectedValueOnce(failure('SecurityError'));
    await expect(assertPasskey({})).rejects.toMatchObject({ problem: 'failed' });
  });
});
