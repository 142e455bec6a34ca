import type { Passkey } from '@portal/contract';
import { failureMessage } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { PasskeyError } from '@/lib/webauthn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPasskey, passkeysQuery, removePasskey, renamePasskey } from '../api/passkey-queries';
import { isProofCancelled, useFreshProof, type FreshProof } from '../use-fresh-proof';

type Dialog = { kind: 'rename' | 'remove'; passkey: Passkey } | null;

/**
 * The user's passkeys (docs/security.md, "Second factor: passkeys"): when each was added and
 * last used; add one (the browser asks), rename, remove. Adding and removing need the user's
 * confirmation of the last five minutes ("confirm it's you"), asked for when the server wants it.
 */
export function PasskeysCard({ userId, className }: { userId: number; className?: string }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery(userId));
  const [problem, setProblem] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reload = () => queryClient.invalidateQueries(passkeysQuery(userId));
  const { withProof, proofDialog } = useFreshProof();

  const messageOf = (failure: unknown) =>
    failure instanceof PasskeyError
      ? t(`settings.passkeys.problem.${failure.problem}`)
      : failureMessage(failure, t('settings.passkeys.problem.failed'));

  const add = useMutation({
    mutationFn: () => withProof(addPasskey),
    onMutate: () => setProblem(undefined),
    onSuccess: (passkey) => {
      void notify('success', t('settings.passkeys.added', { name: passkey.name }));
    },
    onError: (failure) => {
      if (!isProofCancelled(failure)) setProblem(messageOf(failure));
    },
    onSettled: reload,
  });

  const describe = (passkey: Passkey) =>
    t('settings.passkeys.when', {
      added: formatTime(passkey.createdAt),
      used: passkey.lastUsedAt ? formatTime(passkey.lastUsedAt) : t('settings.passkeys.neverUsed'),
    });

  return (
    <Card
      className={className}
      variant="borderless"
      title={<h2 className="settings__card-title">{t('settings.passkeys.title')}</h2>}
      extra={
        <Button
          type="primary"
          loading={add.isPending}
          onClick={() => add.mutate()}
          data-testid="passkey-add"
        >
          {t('settings.passkeys.add')}
        </Button>
      }
    >
      <p className="settings__hint">{t('settings.passkeys.intro')}</p>
      {problem && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={problem}
          data-testid="passkey-problem"
        />
      )}
      <List
        loading={passkeys.isPending}
        dataSource={passkeys.data ?? []}
        locale={{ emptyText: t('settings.passkeys.none') }}
        renderItem={(passkey) => (
          <List.Item
            data-testid="passkey-row"
            actions={[
              <Button
                key="rename"
                size="small"
                onClick={() => setDialog({ kind: 'rename', passkey })}
              >
                {t('settings.passkeys.rename')}
              </Button>,
              <Button
                key="remove"
                size="small"
                danger
                onClick={() => setDialog({ kind: 'remove', passkey })}
              >
                {t('settings.passkeys.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={passkey.name} description={describe(passkey)} />
          </List.Item>
        )}
      />
      {dialog?.kind === 'rename' && (
        <RenameDialog
          passkey={dialog.passkey}
          onClose={() => setDialog(null)}
          onDone={() => void reload()}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveDialog
          passkey={dialog.passkey}
          withProof={withProof}
          onClose={() => setDialog(null)}
          onDone={() => void reload()}
        />
      )}
      {proofDialog}
    </Card>
  );
}

type DialogProps = { passkey: Passkey; onClose: () => void; onDone: () => void };

function RenameDialog({ passkey, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useMutation({
    mutationFn: ({ name }: { name: string }) => renamePasskey(passkey.id, name.trim()),
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const serverError =
    rename.error && failureMessage(rename.error, t('settings.passkeys.problem.failed'));
  return (
    <Modal
      open
      title={t('settings.passkeys.renameTitle')}
      okText={t('session.confirm')}
      cancelText={t('session.cancel')}
      confirmLoading={rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: passkey.name }}
        onFinish={(values) => rename.mutate(values)}
      >
        {serverError && (
          <Alert className="settings__alert" type="error" showIcon title={serverError} />
        )}
        <Form.Item
          name="name"
          label={t('settings.passkeys.name')}
          rules={[
            { required: true, whitespace: true, message: t('settings.passkeys.nameRequired') },
          ]}
        >
          <Input maxLength={64} autoFocus data-testid="passkey-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RemoveDialog({
  passkey,
  withProof,
  onClose,
  onDone,
}: DialogProps & Pick<FreshProof, 'withProof'>) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: () => withProof(() => removePasskey(passkey.id)),
    onSuccess: () => {
      void notify('success', t('settings.passkeys.removed', { name: passkey.name }));
      onDone();
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('settings.passkeys.removeTitle', { name: passkey.name })}
      okText={t('settings.passkeys.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('session.cancel')}
      confirmLoading={remove.isPending}
      onOk={() => remove.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('settings.passkeys.removeHint')}</p>
      {remove.error && !isProofCancelled(remove.error) && (
        <Alert
          className="settings__alert"
          type="error"
          showIcon
          title={failureMessage(remove.error, t('settings.passkeys.problem.failed'))}
          data-testid="passkey-remove-error"
        />
      )}
    </Modal>
  );
}
