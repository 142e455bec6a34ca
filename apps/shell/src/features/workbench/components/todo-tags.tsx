import type { TodoStatus, TodoUrgency } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const urgencyColors: Record<TodoUrgency, string | undefined> = {
  normal: undefined,
  urgent: 'orange',
  critical: 'red',
};

export function UrgencyTag({ urgency }: { urgency: TodoUrgency }) {
  const { t } = useTranslation();
  return (
    <Tag color={urgencyColors[urgency]} variant="outlined">
      {t(`workbenchLists.urgency.${urgency}`)}
    </Tag>
  );
}

const statusColors: Record<TodoStatus, string> = { 0: 'blue', 1: 'green', 2: 'default' };
const statusKeys = { 0: 'pending', 1: 'done', 2: 'recalled' } as const;

export function TodoStatusTag({ status }: { status: TodoStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]}>{t(`workbenchLists.todoStatus.${statusKeys[status]}`)}</Tag>
  );
}
