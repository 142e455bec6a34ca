import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirstStep, Grant } from '../api/request-token';

/** A sign-in whose first step passed and that a second factor must confirm. */
export type SecondFactorChallenge = {
  token: string;
  /** The factors the user has (the server's answer). */
  methods: readonly ('passkey' | 'totp')[];
  firstStep: FirstStep;
};

type Props = {
  challenge: SecondFactorChallenge;
  /** The grant on its way, if any: the buttons wait. */
  pending: Grant['grantType'] | undefined;
  /** The failure of the last attempt, in the user's language. */
  error: string | undefined;
  onConfirm: (grant: Grant) => void;
  onCancel: () => void;
};

/** Six digits, whatever the user pasted around them (spaces, a dash). */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * The second step of a sign-in (docs/security.md): the user's passkey, or a code of their
 * authenticator app, or one of their recovery codes. Plain React, as the login page.
 */
export function SecondFactorStep({ challenge, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [isRecovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [isMissing, setMissing] = useState(false);
  const hasPasskey = challenge.methods.includes('passkey');
  const hasTotp = challenge.methods.includes('totp');
  const { token, firstStep } = challenge;
  const prompt =
    hasPasskey && hasTotp
      ? t('login.secondFactorPromptBoth')
      : hasTotp
        ? t('login.secondFactorPromptTotp')
        : t('login.secondFactorPrompt');
  const fieldId = `${id}-code`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (isRecovery) {
      const typed = recoveryCode.trim();
      setMissing(typed === '');
      if (typed !== '') {
        onConfirm({ grantType: 'totp', secondFactorToken: token, recoveryCode: typed, firstStep });
      }
      return;
    }
    setMissing(code.length !== 6);
    if (code.length === 6) {
      onConfirm({ grantType: 'totp', secondFactorToken: token, code, firstStep });
    }
  }

  return (
    <div
      className="login__switch"
      role="group"
      aria-labelledby={`${id}-prompt`}
      aria-busy={Boolean(pending)}
      data-testid="login-second-factor"
    >
      {error && (
        <div className="login__error" role="alert" data-testid="login-error">
          {error}
        </div>
      )}
      <p id={`${id}-prompt`} className="login__switch-text">
        {prompt}
      </p>
      {hasTotp && (
        <form className="login__form" noValidate onSubmit={submit}>
          <div className="login__field">
            <label className="login__label" htmlFor={fieldId}>
              {isRecovery ? t('login.recoveryCode') : t('login.totpCode')}
            </label>
            {isRecovery ? (
              <input
                key="recovery"
                id={fieldId}
                name="recovery-code"
                type="text"
                className="login__input login__input--plain"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                placeholder={t('login.recoveryCodePlaceholder')}
                value={recoveryCode}
                onChange={(event) => {
                  setRecoveryCode(event.target.value);
                  setMissing(false);
                }}
                aria-invalid={isMissing || undefined}
                aria-describedby={isMissing ? `${fieldId}-error` : undefined}
                autoFocus
                data-testid="login-recovery-code"
              />
            ) : (
              <input
                key="code"
                id={fieldId}
                name="one-time-code"
                type="text"
                className="login__input login__input--plain login__input--code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={16}
                placeholder={t('login.totpCodePlaceholder')}
                value={code}
                onChange={(event) => {
                  setCode(digitsOf(event.target.value));
                  setMissing(false);
                }}
                aria-invalid={isMissing || undefined}
                aria-describedby={isMissing ? `${fieldId}-error` : undefined}
                autoFocus
                data-testid="login-totp-code"
              />
            )}
            {isMissing && (
              <p id={`${fieldId}-error`} className="login__field-error">
                {isRecovery ? t('login.recoveryCodeRequired') : t('login.totpCodeRequired')}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="login__submit"
            disabled={Boolean(pending)}
            data-testid="login-totp-submit"
          >
            {pending === 'totp' && <span className="login__spinner" aria-hidden="true" />}
            {pending === 'totp' ? t('login.submitting') : t('login.totpConfirm')}
          </button>
          <button
            type="button"
            className="login__link"
            disabled={Boolean(pending)}
            onClick={() => {
              setRecovery(!isRecovery);
              setMissing(false);
            }}
            data-testid="login-use-recovery-code"
          >
            {isRecovery ? t('login.useTotpCode') : t('login.useRecoveryCode')}
          </button>
        </form>
      )}
      {hasPasskey && (
        <button
          type="button"
          className={hasTotp ? 'login__secondary' : 'login__submit'}
          disabled={Boolean(pending)}
          onClick={() => onConfirm({ grantType: 'passkey', secondFactorToken: token, firstStep })}
          data-testid="login-second-factor-confirm"
        >
          {pending === 'passkey' && !hasTotp && (
            <span className="login__spinner" aria-hidden="true" />
          )}
          {pending === 'passkey' ? t('login.passkeyWaiting') : t('login.secondFactorConfirm')}
        </button>
      )}
      <button
        type="button"
        className="login__secondary"
        disabled={Boolean(pending)}
        onClick={onCancel}
        data-testid="login-second-factor-cancel"
      >
        {t('login.secondFactorCancel')}
      </button>
    </div>
  );
}
