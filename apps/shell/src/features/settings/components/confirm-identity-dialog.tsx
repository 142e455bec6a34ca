import type { SecondFactorMethod } from '@portal/contract';
import { failureMessage } from '@/lib/http/http-error';
import { PasskeyError } from '@/lib/webauthn';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIdentity, type ProofFactor } from '../api/proof-queries';

type Props = {
  /** The factors the server asks for besides the password (none: the password alone). */
  methods: SecondFactorMethod[];
  onProved: () => void;
  onCancel: () => void;
};

type Fields = { password: string; code?: string; recoveryCode?: string };

/** Six digits, whatever was pasted around them (spaces, a dash). */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * "Confirm it's you": the current password and, when the user has one, their second factor (a
 * code of the authenticator app or a recovery code, or a passkey), before a change of the
 * password or the second factors. The server's refusal (a wrong entry, too many) shows here.
 * Loaded when the server first asks for a proof (a lazy chunk of the settings page).
 */
export function ConfirmIdentityDialog({ methods, onProved, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const hasApp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const [isRecovery, setRecovery] = useState(false);
  const prove = useMutation({
    mutationFn: ({ password, factor }: { password: string; factor: ProofFactor }) =>
      confirmIdentity(password, factor),
    onSuccess: onProved,
    // A code is good once: a refused one is typed again.
    onError: () => form.setFieldsValue({ code: '', recoveryCode: '' }),
  });

  /** The password (and the app's code, unless a passkey confirms), then the server's check. */
  async function submit(withPasskey: boolean) {
    const checked =
      withPasskey || !hasApp ? form.validateFields(['password']) : form.validateFields();
    const values: Fields | null = await checked.catch(() => null);
    if (!values) return;
    const factor: ProofFactor =
      withPasskey || (hasPasskey && !hasApp)
        ? { kind: 'passkey' }
        : !hasApp
          ? { kind: 'none' }
          : isRecovery
            ? { kind: 'recovery-code', recoveryCode: values.recoveryCode ?? '' }
            : { kind: 'code', code: digitsOf(values.code ?? '') };
    prove.mutate({ password: values.password, factor });
  }

  const problem =
    prove.error instanceof PasskeyError
      ? t(`settings.proof.passkeyProblem.${prove.error.problem}`)
      : prove.error && failureMessage(prove.error, t('settings.proof.failed'));
  const isPasskeyOnly = hasPasskey && !hasApp;

  return (
    <Modal
      open
      title={t('settings.proof.title')}
      okText={isPasskeyOnly ? t('settings.proof.withPasskey') : t('settings.proof.confirm')}
      cancelText={t('session.cancel')}
      confirmLoading={prove.isPending}
      onOk={() => void submit(false)}
      onCancel={onCancel}
      destroyOnHidden
      // Above the dialog of the change it confirms.
      zIndex={1100}
      data-testid="confirm-identity-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={() => void submit(false)}
        onValuesChange={() => prove.reset()}
      >
        <p>{t('settings.proof.intro')}</p>
        {problem && (
          <Alert
            className="settings__alert"
            type="error"
            showIcon
            title={problem}
            data-testid="confirm-identity-error"
          />
        )}
        <Form.Item
          name="password"
          label={t('settings.currentPassword')}
          rules={[{ required: true, message: t('settings.currentPasswordRequired') }]}
        >
          <Input.Password
            autoComplete="current-password"
            autoFocus
            data-testid="confirm-identity-password"
          />
        </Form.Item>
        {hasApp &&
          (isRecovery ? (
            <Form.Item
              name="recoveryCode"
              label={t('settings.proof.recoveryCode')}
              rules={[
                { required: true, whitespace: true, message: t('settings.proof.recoveryRequired') },
              ]}
            >
              <Input
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
                data-testid="confirm-identity-recovery-code"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="code"
              label={t('settings.proof.code')}
              normalize={digitsOf}
              rules={[
                { required: true, pattern: /^\d{6}$/, message: t('settings.proof.codeRequired') },
              ]}
            >
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={16}
                placeholder={t('settings.totp.codePlaceholder')}
                data-testid="confirm-identity-code"
              />
            </Form.Item>
          ))}
        {hasApp && (
          <Button
            type="link"
            className="settings__proof-switch"
            onClick={() => {
              setRecovery(!isRecovery);
              prove.reset();
            }}
          >
            {isRecovery ? t('settings.proof.useCode') : t('settings.proof.useRecoveryCode')}
          </Button>
        )}
        {isPasskeyOnly && <p className="settings__hint">{t('settings.proof.passkeyHint')}</p>}
        {hasApp && hasPasskey && (
          <Button
            block
            loading={prove.isPending}
            onClick={() => void submit(true)}
            data-testid="confirm-identity-passkey"
          >
            {t('settings.proof.withPasskey')}
          </Button>
        )}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
