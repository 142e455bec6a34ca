import { Modal } from 'antd';
import { useEffect } from 'react';

export type UnsavedQuestion = {
  title: string;
  content: string;
  discardText: string;
  keepText: string;
  onAnswer: (discard: boolean) => void;
};

/** antd's confirmation, asked once per question: loaded with antd's Modal when first needed. */
export function UnsavedConfirm({ question }: { question: UnsavedQuestion }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    const { title, content, discardText, keepText, onAnswer } = question;
    const dialog = modal.confirm({
      title,
      content,
      okText: discardText,
      okButtonProps: { danger: true },
      cancelText: keepText,
      // Enter keeps the work: losing it takes a deliberate choice.
      autoFocusButton: 'cancel',
      onOk: () => onAnswer(true),
      onCancel: () => onAnswer(false),
    });
    return () => dialog.destroy();
  }, [modal, question]);
  return holder;
}
