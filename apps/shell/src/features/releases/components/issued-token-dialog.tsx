import type { IssuedTeamToken } from '@portal/contract';
import { notify } from '@/lib/notify';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A new team token, shown this once: the portal keeps only its hash. The dialog closes only when
 * the administrator says it is saved, and the token goes with it (its holder unmounts it).
 */
export function IssuedTokenDialog({
  issued,
  onClose,
}: {
  issued: IssuedTeamToken;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      void notify('success', t('releases.tokens.copied'));
    } catch {
      void notify('error', t('releases.tokens.copyFailed'));
    }
  }
  return (
    <Modal
      open
      title={t('releases.tokens.issuedTitle', { name: issued.name })}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="copy" onClick={() => void copy(issued.token)} data-testid="team-token-copy">
          {t('releases.tokens.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('releases.tokens.close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('releases.tokens.issuedIntro')}</Typography.Paragraph>
      <Typography.Paragraph code className="releases__token" data-testid="team-token">
        {issued.token}
      </Typography.Paragraph>
    </Modal>
  );
}
