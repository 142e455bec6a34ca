/** A sign-in the server accepted but the shell cannot complete. */
export class SignInError extends Error {
  override readonly name = 'SignInError';

  constructor(readonly reason: 'no-firm') {
    super(reason);
  }
}
