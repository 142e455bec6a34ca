import type { BookGroup, CreateBookGroupRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { notify } from '@/lib/notify';
import { fftaskRoutes } from '@portal/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarQueries } from '../api/calendar-queries';
import { useEditLock } from '../use-edit-lock';
import { useRetakeAndKeep } from '../use-retake-and-keep';
import { ColorSelect } from './color-select';
import { LockAlert, SaveErrorAlert } from './lock-alert';

type GroupValues = {
  name: string;
  description: string;
  color: string;
  editors: number[];
  viewers: number[];
};

export type BookGroupEditorProps = {
  firmId: number;
  userId: number;
  /** The group modified, or none to create one. */
  group: BookGroup | undefined;
  onDone: () => void;
};

function valuesOf(group: BookGroup | undefined): GroupValues {
  const members = group?.members ?? [];
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    color: group?.color ?? '#722ed1',
    editors: members.filter((member) => member.role === 'editor').map((member) => member.userId),
    viewers: members.filter((member) => member.role === 'viewer').map((member) => member.userId),
  };
}

/** The members list of a save: editors first; someone in both lists counts as an editor. */
export function membersOf({ editors, viewers }: Pick<GroupValues, 'editors' | 'viewers'>) {
  return [
    ...editors.map((userId) => ({ userId, role: 'editor' as const })),
    ...viewers
      .filter((userId) => !editors.includes(userId))
      .map((userId) => ({ userId, role: 'viewer' as const })),
  ];
}

/** The calendar group form: its name is checked against the firm's other groups as it is typed. */
export function BookGroupEditor({ firmId, userId, group, onDone }: BookGroupEditorProps) {
  const { t } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `book-group-${useId()}`;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GroupValues>();
  const people = useQuery(calendarQueries.people(firmId));
  const { state: lock, retry } = useEditLock({
    resource: 'bookGroup',
    id: group?.id,
    isEnabled: group !== undefined,
  });
  const [version, setVersion] = useState(group?.version);
  const { saveError, setSaveError, retakeAndKeep } = useRetakeAndKeep(lock, retry, setVersion);

  const save = useMutation({
    mutationFn: (values: GroupValues) => {
      const fields: Omit<CreateBookGroupRequest, 'firmId'> = {
        name: values.name.trim(),
        description: values.description.trim(),
        color: values.color,
        members: membersOf(values).filter((member) => member.userId !== userId),
      };
      // Silent: the editor shows the server's reason (a name taken, a lock or version lost).
      return group
        ? callEndpoint(fftaskRoutes.modifyBookGroup, {
            body: { id: group.id, version: version ?? group.version, ...fields },
            silent: true,
          })
        : callEndpoint(fftaskRoutes.createBookGroup, { body: fields, silent: true });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarQueries.books(firmId) });
      void notify('success', t(group ? 'calendar.groups.saved' : 'calendar.groups.created'));
      onDone();
    },
    onError: (error) => setSaveError(error.message),
  });

  const isEditing = group !== undefined;
  const mayEdit =
    !isEditing || (group.canEdit && (lock.status === 'held' || lock.status === 'lost'));
  const maySave = !isEditing || lock.status === 'held';
  const options = (people.data ?? []).map((person) => ({
    value: person.userId,
    label: t('calendar.personWithDept', { name: person.userName, dept: person.deptName }),
  }));

  return (
    <div className="schedule-editor">
      {isEditing && group.canEdit && <LockAlert state={lock} onRetry={retry} />}
      {isEditing && !group.canEdit && (
        <Alert type="info" showIcon title={t('calendar.groups.readOnly')} />
      )}
      <Form<GroupValues>
        name={formName}
        form={form}
        layout="vertical"
        initialValues={valuesOf(group)}
        disabled={!mayEdit || save.isPending}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('calendar.groups.name')}
          validateDebounce={400}
          rules={[
            { required: true, whitespace: true, message: t('calendar.groups.nameRequired') },
            {
              validator: async (_, value: string | undefined) => {
                const name = value?.trim();
                if (!name) return;
                const answer = await callEndpoint(fftaskRoutes.checkGroupName, {
                  query: { name, id: group?.id },
                  silent: true,
                }).catch(() => undefined);
                if (answer && !answer.isAvailable) {
                  throw new Error(t('calendar.groups.nameTaken', { name }));
                }
              },
            },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="description" label={t('calendar.groups.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="color" label={t('calendar.form.color')}>
          <ColorSelect />
        </Form.Item>
        <Form.Item name="editors" label={t('calendar.groups.editors')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={options}
            loading={people.isPending}
          />
        </Form.Item>
        <Form.Item name="viewers" label={t('calendar.groups.viewers')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={options}
            loading={people.isPending}
          />
        </Form.Item>
      </Form>
      {saveError && (
        <SaveErrorAlert message={saveError} isEditing={isEditing} onRetakeAndKeep={retakeAndKeep} />
      )}
      <Space className="schedule-editor__actions">
        <Button onClick={onDone}>{t('calendar.cancel')}</Button>
        <Button
          type="primary"
          disabled={!maySave || (isEditing && !group.canEdit)}
          loading={save.isPending}
          onClick={() => form.submit()}
        >
          {t('calendar.form.save')}
        </Button>
      </Space>
    </div>
  );
}
