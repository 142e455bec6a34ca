import { HttpError } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editPassword } from '../api/edit-password';
import { isProofCancelled, useFreshProof } from '../use-fresh-proof';

type PasswordFields = { newPassword: string; confirmPassword: string };

/**
 * Changes the password with POST /upms/user/editPassword, after "confirm it's you" (the current
 * password, and the second factor) when the session has no fresh proof. The client checks only
 * what it can know (filled, confirmed); the policy is the server's, and its refusal is shown as
 * worded.
 */
export function PasswordForm({
  onDirtyChange,
  onChanged,
}: {
  onDirtyChange?: ((isDirty: boolean) => void) | undefined;
  /** After the server took the new password. */
  onChanged?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordFields>();
  const policy = getRuntimeConfig().passwordPolicy;
  const [isPending, setIsPending] = useState(false);
  const [serverError, setServerError] = useState<string>();
  // A half-typed change is work the shell asks about before it is lost.
  const [isDirty, setIsDirty] = useState(false);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const { withProof, proofDialog } = useFreshProof();

  async function onFinish({ newPassword }: PasswordFields) {
    setIsPending(true);
    setServerError(undefined);
    try {
      await withProof(() => editPassword({ newPassword }));
      form.resetFields();
      setIsDirty(false);
      void notify('success', t('settings.passwordChanged'));
      onChanged?.();
    } catch (failure) {
      if (isProofCancelled(failure)) return;
      setServerError(failure instanceof HttpError ? failure.message : t('settings.passwordFailed'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      <Form
        form={form}
        name="edit-password"
        layout="vertical"
        requiredMark={false}
        className="settings__password-form"
        onFinish={(fields) => void onFinish(fields)}
        onValuesChange={(_, values) => {
          setServerError(undefined);
          setIsDirty(Object.values(values).some(Boolean));
        }}
      >
        <Form.Item
          name="newPassword"
          label={t('settings.newPassword')}
          extra={t(`settings.passwordPolicy.${policy.profile}`, policy)}
          rules={[{ required: true, message: t('settings.newPasswordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('settings.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('settings.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                value && value !== getFieldValue('newPassword')
                  ? Promise.reject(new Error(t('settings.confirmPasswordMismatch')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isPending}>
          {t('settings.submitPassword')}
        </Button>
        {serverError && (
          <Alert
            className="settings__password-error"
            type="error"
            showIcon
            title={serverError}
            data-testid="settings-password-error"
          />
        )}
      </Form>
      {proofDialog}
    </>
  );
}
