import type { TotpEnrolment } from '@portal/contract';
import { failureMessage } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmTotpEnrolment, regenerateRecoveryCodes } from '../api/totp-queries';
import { isProofCancelled, type FreshProof } from '../use-fresh-proof';

// The enrolment's dialogs, loaded when the user opens one (the card imports this module lazily):
// the QR code and the steps stay out of the settings page's own code.

type DialogProps = {
  /** Who the codes are for, written at the top of the downloaded file. */
  username: string;
  onClose: () => void;
  /** The server's state changed (enrolled, new codes): the card asks again. */
  onDone: () => void;
};

/** Six digits, whatever was pasted around them (spaces, a dash). */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** The base32 secret in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Set up, once the enrolment started (after "confirm it's you"): the QR code and a first code,
 * then the recovery codes.
 */
export function TotpSetupDialog({
  username,
  enrolment,
  onClose,
  onDone,
}: DialogProps & { enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[]>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const confirm = useMutation({
    mutationFn: ({ code }: { code: string }) => confirmTotpEnrolment(digitsOf(code)),
    onSuccess: ({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      void notify('success', t('settings.totp.enrolled'));
      onDone();
    },
  });

  if (codes) {
    return <RecoveryCodesModal username={username} codes={codes} onClose={onClose} />;
  }
  const problem = confirm.error && failureMessage(confirm.error, t('settings.totp.failed'));
  return (
    <Modal
      open
      title={t('settings.totp.setUpTitle')}
      okText={t('settings.totp.confirm')}
      cancelText={t('session.cancel')}
      confirmLoading={confirm.isPending}
      onOk={() => codeForm.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="totp-setup-dialog"
    >
      {problem && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={problem}
          data-testid="totp-setup-error"
        />
      )}
      <div className="settings__totp-setup">
        <p>{t('settings.totp.scanStep')}</p>
        <div className="settings__totp-qr">
          <QRCode
            value={enrolment.uri}
            size={176}
            bordered={false}
            aria-label={t('settings.totp.qrLabel')}
          />
        </div>
        <p className="settings__hint">{t('settings.totp.manualStep')}</p>
        <Typography.Paragraph>
          <span className="settings__totp-secret-label">{t('settings.totp.secretLabel')}</span>
          <Typography.Text
            code
            copyable={{ text: enrolment.secret }}
            className="settings__totp-secret"
            data-testid="totp-secret"
          >
            {grouped(enrolment.secret)}
          </Typography.Text>
        </Typography.Paragraph>
        <p>{t('settings.totp.codeStep')}</p>
        <Form
          form={codeForm}
          layout="vertical"
          onFinish={(values) => confirm.mutate(values)}
          requiredMark={false}
        >
          <Form.Item
            name="code"
            label={t('settings.totp.code')}
            normalize={digitsOf}
            rules={[
              { required: true, len: 6, message: t('settings.totp.codeRequired') },
              { pattern: /^\d{6}$/, message: t('settings.totp.codeRequired') },
            ]}
          >
            <Input
              className="settings__totp-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={16}
              placeholder={t('settings.totp.codePlaceholder')}
              autoFocus
              data-testid="totp-code"
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

/**
 * Ten new recovery codes in place of the old ones, once the user confirms (and, when the server
 * asks, proves who they are).
 */
export function RegenerateCodesDialog({
  username,
  withProof,
  onClose,
  onDone,
}: DialogProps & Pick<FreshProof, 'withProof'>) {
  const { t } = useTranslation();
  const regenerate = useMutation({
    mutationFn: () => withProof(regenerateRecoveryCodes),
    onSuccess: onDone,
  });
  if (regenerate.data) {
    return (
      <RecoveryCodesModal
        username={username}
        codes={regenerate.data.recoveryCodes}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      open
      title={t('settings.totp.regenerateTitle')}
      okText={t('settings.totp.regenerate')}
      cancelText={t('session.cancel')}
      confirmLoading={regenerate.isPending}
      onOk={() => regenerate.mutate()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="totp-regenerate-dialog"
    >
      <p>{t('settings.totp.regenerateHint')}</p>
      {regenerate.error && !isProofCancelled(regenerate.error) && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={failureMessage(regenerate.error, t('settings.totp.failed'))}
          data-testid="totp-regenerate-error"
        />
      )}
    </Modal>
  );
}

/** The recovery codes, shown once: copy them, download them, and say they are stored. */
function RecoveryCodesModal({
  username,
  codes,
  onClose,
}: {
  username: string;
  codes: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = [
    t('settings.totp.fileHeader', { user: username, when: new Date().toLocaleString() }),
    '',
    ...codes,
    '',
  ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      void notify('success', t('settings.totp.copied'));
    } catch {
      void notify('error', t('settings.totp.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('settings.totp.fileName');
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Modal
      open
      title={t('settings.totp.codesTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="copy" onClick={() => void copy()} data-testid="totp-codes-copy">
          {t('settings.totp.copy')}
        </Button>,
        <Button key="download" onClick={download} data-testid="totp-codes-download">
          {t('settings.totp.download')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose} data-testid="totp-codes-done">
          {t('settings.totp.done')}
        </Button>,
      ]}
      data-testid="totp-codes-dialog"
    >
      <Alert
        className="settings__alert"
        type="warning"
        showIcon
        title={t('settings.totp.codesNote')}
      />
      <ol
        className="settings__totp-codes"
        aria-label={t('settings.totp.codesLabel')}
        data-testid="totp-recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
