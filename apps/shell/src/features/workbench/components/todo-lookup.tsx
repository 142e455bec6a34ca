import { Button, Form, InputNumber, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type TodoLookupProps = {
  open: boolean;
  onClose: () => void;
  onFind: (todoId: number) => void;
};

/**
 * Finds a to-do by its number: how an applicant follows (and may recall) a request they made,
 * which is in its handler's list, not theirs.
 */
export function TodoLookup({ open, onClose, onFind }: TodoLookupProps) {
  const { t } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `todo-lookup-${useId()}`;
  return (
    <Modal
      open={open}
      title={t('workbenchLists.todos.lookUp')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <p>{t('workbenchLists.todos.lookUpHint')}</p>
      <Form
        name={formName}
        layout="inline"
        onFinish={(values: { todoId: number }) => onFind(values.todoId)}
      >
        <Form.Item
          name="todoId"
          label={t('workbenchLists.todos.number')}
          rules={[{ required: true, message: t('workbenchLists.todos.numberRequired') }]}
        >
          <InputNumber min={1} max={2_147_483_647} precision={0} controls={false} autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('workbenchLists.todos.viewSteps')}
        </Button>
      </Form>
    </Modal>
  );
}
