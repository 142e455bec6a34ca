import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * Why a passkey ceremony did not give a credential: the browser has no WebAuthn, the user
 * cancelled (or the time ran out), the authenticator holds a passkey of this user already, or
 * anything else.
 */
export type PasskeyProblem = 'unsupported' | 'cancelled' | 'already-registered' | 'failed';

export class PasskeyError extends Error {
  override readonly name = 'PasskeyError';

  constructor(readonly problem: PasskeyProblem) {
    super(problem);
  }
}

// The browser library loads when a passkey ceremony starts, never with the page that offers it:
// the login page's own JavaScript stays within its budget (bench/README.md).
const loadBrowserLibrary = () => import('@simplewebauthn/browser');

function problemOf(error: unknown): PasskeyProblem {
  if (!(error instanceof Error)) return 'failed';
  const code = 'code' in error ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') {
    return 'already-registered';
  }
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  return 'failed';
}

async function ceremony<T>(
  run: (library: Awaited<ReturnType<typeof loadBrowserLibrary>>) => Promise<T>,
): Promise<T> {
  const library = await loadBrowserLibrary();
  if (!library.browserSupportsWebAuthn()) throw new PasskeyError('unsupported');
  try {
    return await run(library);
  } catch (error) {
    throw new PasskeyError(problemOf(error));
  }
}

/** Creates a passkey with the server's options (the browser asks the user). */
export function createPasskey(options: object): Promise<RegistrationResponseJSON> {
  return ceremony(({ startRegistration }) =>
    startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/** Asserts a passkey with the server's options (the browser asks the user). */
export function assertPasskey(options: object): Promise<AuthenticationResponseJSON> {
  return ceremony(({ startAuthentication }) =>
    startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
  );
}
