import type { Message } from '@portal/contract';
import { Button, Modal, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMarkRead } from '../use-mark-read';
import './read-states.css';

export type MessageDialogProps = {
  firmId: number;
  /** The message to read; none closes the dialog. */
  message: Message | undefined;
  onClose: () => void;
  onOpen: (path: string) => void;
};

/** Shows a message and marks it read; it may be marked unread again, or its page opened. */
export function MessageDialog({ firmId, message, onClose, onOpen }: MessageDialogProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const markRead = useMarkRead(firmId);
  const { mutate } = markRead;
  const unreadId = message?.status === 'unread' ? message.id : undefined;

  useEffect(() => {
    if (unreadId !== undefined) mutate({ id: unreadId, type: 'message', status: 'read' });
  }, [unreadId, mutate]);

  return (
    <Modal
      open={message !== undefined}
      title={message?.title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        message && (
          <>
            <Button
              onClick={() =>
                markRead.mutate(
                  { id: message.id, type: 'message', status: 'unread' },
                  { onSuccess: onClose },
                )
              }
            >
              {t('workbenchLists.markUnread')}
            </Button>
            {message.link && (
              <Button
                type="primary"
                onClick={() => {
                  onClose();
                  if (message.link) onOpen(message.link);
                }}
              >
                {t('workbenchLists.openLink')}
              </Button>
            )}
          </>
        )
      }
    >
      {message && (
        <article className="read-dialog">
          <p className="read-dialog__meta">
            {t('workbenchLists.messageMeta', {
              sender: message.sender,
              time: formatTime(message.sendTime),
            })}
            {markRead.isSuccess && (
              <Tag className="read-dialog__tag">{t('workbenchLists.read')}</Tag>
            )}
          </p>
          <p className="read-dialog__content">{message.content}</p>
        </article>
      )}
    </Modal>
  );
}
