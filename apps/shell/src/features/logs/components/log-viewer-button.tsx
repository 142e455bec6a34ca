import { BugOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Popconfirm, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogStore } from '../log-store';
import './log-viewer.css';

// The table arrives with the first opening: the top bar must stay light.
const LogTable = lazy(() => import('./log-table').then((module) => ({ default: module.LogTable })));

/** The top bar's local log viewer (`debug`): a badge with the count, the entries in a table. */
export function LogViewerButton() {
  const { t } = useTranslation();
  const entries = useLogStore((state) => state.entries);
  const clearLogs = useLogStore((state) => state.clearLogs);
  const [isOpen, setIsOpen] = useState(false);
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
      <Button type="primary" onClick={() => setIsOpen(false)}>
        {t('logs.close')}
      </Button>
    </div>
  );

  return (
    <>
      <Tooltip title={t('logs.title')}>
        <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<BugOutlined />}
            aria-label={t('logs.open', { count })}
            aria-haspopup="dialog"
            onClick={() => setIsOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Modal
        open={isOpen}
        title={t('logs.titleWithCount', { count })}
        width="min(1000px, calc(100vw - 32px))"
        footer={footer}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Suspense
          fallback={<Spin className="log-viewer__loading" description={t('logs.loading')} />}
        >
          <LogTable entries={entries} />
        </Suspense>
      </Modal>
    </>
  );
}
