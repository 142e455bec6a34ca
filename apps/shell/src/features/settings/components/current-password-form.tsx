import { Alert, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  form: FormInstance<{ password: string }>;
  /** What the password confirms, said above the field. */
  hint: string;
  /** The server's refusal, shown between the hint and the field. */
  error?: string | undefined;
  errorTestId?: string;
  onFinish: (values: { password: string }) => void;
  passwordTestId: string;
};

/**
 * The current password, asked again before a change of the user's second factors (adding an
 * authenticator app, new recovery codes, removing an app or a passkey).
 */
export function CurrentPasswordForm({
  form,
  hint,
  error,
  errorTestId,
  onFinish,
  passwordTestId,
}: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <p>{hint}</p>
      {error && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={error}
          data-testid={errorTestId}
        />
      )}
      <Form.Item
        name="password"
        label={t('settings.currentPassword')}
        rules={[{ required: true, message: t('settings.currentPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus data-testid={passwordTestId} />
      </Form.Item>
    </Form>
  );
}
