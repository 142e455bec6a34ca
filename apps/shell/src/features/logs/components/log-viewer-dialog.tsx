import { DeleteOutlined } from '@ant-design/icons';
import { Button, Modal, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogStore } from '../log-store';
import { LogTable } from './log-table';
import { dialogMotion } from '@/lib/ui/dialog-motion';
import { logViewerWidth } from './log-viewer-width';

export type LogViewerDialogProps = {
  isOpen: boolean;
  onClose: () => void;
};

/** The local log in a dialog: the latest entries in a table, and a way to clear them. */
export function LogViewerDialog({ isOpen, onClose }: LogViewerDialogProps) {
  const { t } = useTranslation();
  const entries = useLogStore((state) => state.entries);
  const clearLogs = useLogStore((state) => state.clearLogs);
  const count = entries.length;

  const footer = (
    <div className="log-viewer__footer">
      <Popconfirm
        title={t('logs.clearConfirm')}
        okText={t('logs.confirm')}
        cancelText={t('logs.cancel')}
        onConfirm={clearLogs}
        disabled={count === 0}
      >
        <Button danger icon={<DeleteOutlined />} disabled={count === 0}>
          {t('logs.clear')}
        </Button>
      </Popconfirm>
      <Button type="primary" onClick={onClose}>
        {t('logs.close')}
      </Button>
    </div>
  );

  return (
    <Modal
      open={isOpen}
      title={t('logs.titleWithCount', { count })}
      width={logViewerWidth}
      {...dialogMotion}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      <LogTable entries={entries} />
    </Modal>
  );
}
