import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why an entry could not be removed (the menu entries still opening it), until read. */
export type RemovalRefusal = { route: string; message: string };

/**
 * Says why a removal was refused, over the page: the list may be scrolled far below its top, and
 * the message names what to change first.
 */
export function RemovalRefusedDialog({
  refusal,
  onClose,
}: {
  refusal: RemovalRefusal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={refusal !== undefined}
      title={t('registry.removeRefused', { route: refusal?.route })}
      okText={t('registry.understood')}
      footer={(_, { OkBtn }) => <OkBtn />}
      onOk={onClose}
      onCancel={onClose}
    >
      <p data-testid="registry-refusal">{refusal?.message}</p>
    </Modal>
  );
}
