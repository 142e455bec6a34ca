import { HttpError } from '@/lib/http/http-error';
import { useSecondFactorPolicy } from '@/lib/runtime-config';
import { PasskeyError } from '@/lib/webauthn';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Grant } from '../api/request-token';
import { readSessionEndReason } from '../session-store';
import { SignInError } from '../sign-in-error';
import { secondFactorOf } from '../second-factor-challenge';
import { SecondFactorStep, type SecondFactorChallenge } from './second-factor-step';
import './login-page.css';

export type LoginPageProps = {
  /** Signs in and moves on; a rejection is shown on the page. */
  onSignIn: (grant: Grant) => Promise<void>;
  /** A portal `id_token` from the address: the page signs in with it at once. */
  portalIdToken?: string | undefined;
  /**
   * Someone is signed in already: the page asks before the portal's `id_token` replaces them
   * (the link may be another person's). Switching revokes their session first.
   */
  portalSwitch?: PortalSwitch | undefined;
  /** Rendered in the top corner (the language switch). */
  toolbar?: ReactNode;
  /** The user started typing: a good moment to fetch what signing in needs. */
  onFirstInput?: () => void;
  /** The user name of the last sign-in (its cookie, spec §9): filled in, the password focused. */
  rememberedUsername?: string | undefined;
};

type FieldErrors = { username?: boolean; password?: boolean };

export type PortalSwitch = {
  /** The name of the user signed in now. */
  signedInAs: string;
  /** Ends that user's session (at the server, then here). */
  onSwitch: () => Promise<void>;
  /** Keeps that user signed in and leaves the page. */
  onKeep: () => void;
};

/**
 * The sign-in page. Plain React and its own stylesheet: the login route loads no antd, to stay
 * within the JavaScript budget of the first screen.
 */
export function LoginPage({
  onSignIn,
  portalIdToken,
  portalSwitch,
  toolbar,
  onFirstInput,
  rememberedUsername = '',
}: LoginPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const id = useId();
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  // Why the last session ended (an administrator, its lifetime…), until the next sign-in.
  const [endReason] = useState(readSessionEndReason);
  const [pending, setPending] = useState<Grant['grantType']>();
  // A right password (or portal id_token) that a second factor must confirm: its answer's token
  // and the factors the user has.
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge>();
  const secondFactorPolicy = useSecondFactorPolicy();
  const isPasskeyOffered = secondFactorPolicy !== undefined && secondFactorPolicy !== 'off';
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const portalAttempted = useRef(false);
  const [isSwitchChosen, setSwitchChosen] = useState(false);
  const isAskingToSwitch = Boolean(portalIdToken && portalSwitch && !isSwitchChosen);

  async function attempt(grant: Grant) {
    setError(undefined);
    setPending(grant.grantType);
    try {
      await onSignIn(grant);
    } catch (failure) {
      const challenge = secondFactorOf(failure, grant);
      if (challenge) {
        setSecondFactor(challenge);
        setPassword('');
      } else {
        setError(messageOf(failure));
      }
      setPending(undefined);
    }
  }

  function leaveSecondFactor() {
    setSecondFactor(undefined);
    setError(undefined);
  }

  function messageOf(failure: unknown): string {
    if (failure instanceof PasskeyError) return t(`login.passkeyProblem.${failure.problem}`);
    if (failure instanceof HttpError) return failure.message;
    if (failure instanceof SignInError) return t('login.noFirm');
    return t('login.failed');
  }

  // The username field (the password one when the name is remembered) takes the focus once the
  // form is on screen (focusing it while the page renders forces a layout before the first
  // paint), unless the user has focused something.
  useEffect(() => {
    if (portalIdToken) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const focused = document.activeElement;
        if (focused && focused !== document.body) return;
        (rememberedUsername ? passwordInput : usernameInput).current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [portalIdToken, rememberedUsername]);

  useEffect(() => {
    if (!portalIdToken || portalAttempted.current || isAskingToSwitch) return;
    portalAttempted.current = true;
    void attempt({ grantType: 'id_token', idToken: portalIdToken });
    // Runs once per page: the token in the address is used a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [portalIdToken, isAskingToSwitch]);

  async function chooseSwitch() {
    if (!portalSwitch) return;
    setPending('id_token');
    try {
      await portalSwitch.onSwitch();
    } finally {
      setSwitchChosen(true);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = username.trim();
    const errors: FieldErrors = { username: trimmed === '', password: password === '' };
    setFieldErrors(errors);
    if (errors.username) return usernameInput.current?.focus();
    if (errors.password) return passwordInput.current?.focus();
    void attempt({ grantType: 'password', username: trimmed, password });
  }

  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  const year = new Date().getFullYear();

  return (
    <div className="login">
      <aside className="login__brand">
        <div className="login__brand-inner">
          <div className="login__logo">
            <BrandMark />
            <span>{t('app.fullName')}</span>
          </div>
          <div className="login__pitch">
            <p className="login__pitch-title">{t('login.brandSubtitle')}</p>
            <ul className="login__points">
              <li>{t('login.brandPoint1')}</li>
              <li>{t('login.brandPoint2')}</li>
              <li>{t('login.brandPoint3')}</li>
            </ul>
          </div>
          <p className="login__brand-footer">{t('login.internalOnly')}</p>
        </div>
      </aside>

      <main className="login__main">
        <div className="login__toolbar">{toolbar}</div>

        <section className="login__card" aria-labelledby={`${id}-title`}>
          <div className="login__card-logo">
            <BrandMark />
            <span>{t('app.fullName')}</span>
          </div>
          <h1 id={`${id}-title`} className="login__title">
            {t('login.title')}
          </h1>
          <p className="login__subtitle">{t('login.subtitle')}</p>

          {secondFactor ? (
            <SecondFactorStep
              challenge={secondFactor}
              pending={pending}
              error={error}
              onConfirm={(grant) => void attempt(grant)}
              onCancel={leaveSecondFactor}
            />
          ) : isAskingToSwitch && portalSwitch ? (
            <div className="login__switch" role="group" aria-labelledby={`${id}-switch`}>
              <p id={`${id}-switch`} className="login__switch-text" data-testid="login-switch">
                {t('login.switchQuestion', { name: portalSwitch.signedInAs })}
              </p>
              <button
                type="button"
                className="login__submit"
                disabled={Boolean(pending)}
                onClick={() => void chooseSwitch()}
              >
                {t('login.switchConfirm')}
              </button>
              <button
                type="button"
                className="login__secondary"
                disabled={Boolean(pending)}
                onClick={portalSwitch.onKeep}
              >
                {t('login.switchKeep', { name: portalSwitch.signedInAs })}
              </button>
            </div>
          ) : (
            <form
              className="login__form"
              noValidate
              onSubmit={submit}
              onInput={onFirstInput}
              aria-busy={Boolean(pending)}
            >
              {error ? (
                <div className="login__error" role="alert" data-testid="login-error">
                  {error}
                </div>
              ) : (
                endReason && (
                  <div className="login__notice" role="status" data-testid="login-session-ended">
                    {endReason}
                  </div>
                )
              )}

              <div className="login__field">
                <label className="login__label" htmlFor={usernameId}>
                  {t('login.username')}
                </label>
                <div className="login__control">
                  <UserIcon />
                  <input
                    ref={usernameInput}
                    id={usernameId}
                    name="username"
                    type="text"
                    className="login__input"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={64}
                    placeholder={t('login.usernamePlaceholder')}
                    value={username}
                    onChange={(event) => {
                      setUsername(event.target.value);
                      if (fieldErrors.username) setFieldErrors({ ...fieldErrors, username: false });
                    }}
                    aria-invalid={fieldErrors.username || undefined}
                    aria-describedby={fieldErrors.username ? `${usernameId}-error` : undefined}
                    data-testid="login-username"
                  />
                </div>
                {fieldErrors.username && (
                  <p id={`${usernameId}-error`} className="login__field-error">
                    {t('login.usernameRequired')}
                  </p>
                )}
              </div>

              <div className="login__field">
                <label className="login__label" htmlFor={passwordId}>
                  {t('login.password')}
                </label>
                <div className="login__control">
                  <LockIcon />
                  <input
                    ref={passwordInput}
                    id={passwordId}
                    name="password"
                    type="password"
                    className="login__input"
                    autoComplete="current-password"
                    maxLength={128}
                    placeholder={t('login.passwordPlaceholder')}
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      if (fieldErrors.password) setFieldErrors({ ...fieldErrors, password: false });
                    }}
                    aria-invalid={fieldErrors.password || undefined}
                    aria-describedby={fieldErrors.password ? `${passwordId}-error` : undefined}
                    data-testid="login-password"
                  />
                </div>
                {fieldErrors.password && (
                  <p id={`${passwordId}-error`} className="login__field-error">
                    {t('login.passwordRequired')}
                  </p>
                )}
              </div>

              <button
                type="submit"
                className="login__submit"
                disabled={Boolean(pending)}
                data-testid="login-submit"
              >
                {pending && <span className="login__spinner" aria-hidden="true" />}
                {pending === 'id_token'
                  ? t('login.portalSignIn')
                  : pending === 'passkey'
                    ? t('login.passkeyWaiting')
                    : pending
                      ? t('login.submitting')
                      : t('login.submit')}
              </button>
              {isPasskeyOffered && !portalIdToken && (
                <>
                  <p className="login__or" aria-hidden="true">
                    {t('login.or')}
                  </p>
                  <button
                    type="button"
                    className="login__secondary login__passkey"
                    disabled={Boolean(pending)}
                    onClick={() => void attempt({ grantType: 'passkey' })}
                    data-testid="login-passkey"
                  >
                    <KeyIcon />
                    {t('login.passkeySignIn')}
                  </button>
                </>
              )}
            </form>
          )}
        </section>

        <footer className="login__footer">{t('login.copyright', { year })}</footer>
      </main>
    </div>
  );
}

function BrandMark() {
  return (
    <svg className="login__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M10 24V8h7.2c3.6 0 5.8 2 5.8 5.1 0 3.2-2.3 5.2-5.9 5.2H14V24h-4Zm4-9h2.9c1.4 0 2.2-.7 2.2-1.9 0-1.2-.8-1.9-2.2-1.9H14V15Z"
        fill="#fff"
      />
      <circle cx="24" cy="23" r="2.5" fill="#69b1ff" />
    </svg>
  );
}

function KeyIcon() {
  return (
    <svg className="login__passkey-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14.5 3a6.5 6.5 0 0 0-6.2 8.5L3 16.8V21h4.2v-2.1h2.1v-2.1h2.1l1.1-1.1A6.5 6.5 0 1 0 14.5 3Zm1.8 3.2a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2Z"
        fill="currentColor"
      />
    </svg>
  );
}

function UserIcon() {
  return (
    <svg className="login__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.6V21h16v-1.4c0-3.1-3.6-5.6-8-5.6Z"
        fill="currentColor"
      />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg className="login__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1Zm2 0h6V7a3 3 0 0 0-6 0v3Zm3 4a1.5 1.5 0 0 0-1 2.6V18h2v-1.4a1.5 1.5 0 0 0-1-2.6Z"
        fill="currentColor"
      />
    </svg>
  );
}
