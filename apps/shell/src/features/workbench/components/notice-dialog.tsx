import type { Notice } from '@portal/contract';
import { Button, Modal, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMarkRead } from '../use-mark-read';
import './read-states.css';

export type NoticeDialogProps = {
  firmId: number;
  notice: Notice | undefined;
  onClose: () => void;
};

/** Shows a notice and marks it read for the user. */
export function NoticeDialog({ firmId, notice, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const { mutate } = useMarkRead(firmId);
  const unreadId = notice && !notice.isRead ? notice.id : undefined;

  useEffect(() => {
    if (unreadId !== undefined) mutate({ id: unreadId, type: 'notice', status: 'read' });
  }, [unreadId, mutate]);

  return (
    <Modal
      open={notice !== undefined}
      title={notice?.title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('workbenchLists.close')}
        </Button>
      }
    >
      {notice && (
        <article className="read-dialog">
          <p className="read-dialog__meta">
            {notice.isTop && <Tag color="red">{t('workbenchLists.pinned')}</Tag>}
            {t('workbenchLists.noticeMeta', {
              publisher: notice.publisher,
              time: formatTime(notice.publishTime),
            })}
          </p>
          <p className="read-dialog__content">{notice.content}</p>
        </article>
      )}
    </Modal>
  );
}
