import type { Schedule } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { notify } from '@/lib/notify';
import { fftaskRoutes } from '@portal/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarQueries } from '../api/calendar-queries';
import { clashPeople } from '../schedule-clash';
import { isOrdered, toScheduleTimes } from '../schedule-times';
import { useEditLock } from '../use-edit-lock';
import { useRetakeAndKeep } from '../use-retake-and-keep';
import { ClashAlert } from './clash-alert';
import { ColorSelect } from './color-select';
import { LockAlert, SaveErrorAlert } from './lock-alert';
import { scheduleValues, type ScheduleFormValues } from './schedule-form-values';
import { ScheduleTimePicker } from './schedule-time-picker';

export type ScheduleEditorProps = {
  firmId: number;
  userId: number;
  /** The schedule edited (its latest copy), or none to create one. */
  schedule: Schedule | undefined;
  /** A new schedule's first values. */
  initialValues: ScheduleFormValues;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Creates a schedule, or edits one under its edit lock. The clash check runs as the time and
 * people change, so busy participants are named before saving. A save that lost the race keeps
 * the draft: the user takes the lock again and saves it over the newer version knowingly.
 */
export function ScheduleEditor({
  firmId,
  userId,
  schedule,
  initialValues,
  onDone,
  onCancel,
}: ScheduleEditorProps) {
  const { t } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `schedule-${useId()}`;
  const queryClient = useQueryClient();
  const clashId = useId();
  const [form] = Form.useForm<ScheduleFormValues>();
  const { state: lock, retry } = useEditLock({
    resource: 'schedule',
    id: schedule?.id,
    isEnabled: schedule !== undefined,
  });
  const calendars = useQuery(calendarQueries.writable(firmId));
  const people = useQuery(calendarQueries.people(firmId));

  // The version the draft is based on; it follows the stored schedule while the form is untouched.
  const [draftVersion, setDraftVersion] = useState(schedule?.version);
  const [seenVersion, setSeenVersion] = useState(schedule?.version);
  if (schedule && schedule.version !== seenVersion) {
    setSeenVersion(schedule.version);
    if (!form.isFieldsTouched()) setDraftVersion(schedule.version);
  }
  const { saveError, setSaveError, retakeAndKeep } = useRetakeAndKeep(lock, retry, setDraftVersion);
  const heldVersion = lock.status === 'held' ? lock.lock.version : undefined;

  useEffect(() => {
    if (schedule && !form.isFieldsTouched()) form.setFieldsValue(scheduleValues(schedule));
    // Reset only when the draft moves to another version of the schedule.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftVersion]);

  useEffect(() => {
    // Taken on a newer version than the one shown: fetch it, the untouched form follows.
    if (heldVersion !== undefined && heldVersion !== draftVersion && !form.isFieldsTouched()) {
      void queryClient.invalidateQueries({ queryKey: calendarQueries.schedules(firmId) });
    }
  }, [heldVersion, draftVersion, firmId, form, queryClient]);

  const allDay = Form.useWatch('allDay', form) ?? initialValues.allDay;
  const start = Form.useWatch('start', form) ?? initialValues.start;
  const end = Form.useWatch('end', form) ?? initialValues.end;
  const participantIds = Form.useWatch('participantIds', form) ?? initialValues.participantIds;
  const times = toScheduleTimes({ start, end, allDay });
  const clashRequest =
    times && isOrdered(times)
      ? {
          ...times,
          participantIds: clashPeople(schedule?.creator.userId ?? userId, participantIds),
          ...(schedule ? { excludeScheduleId: schedule.id } : {}),
        }
      : undefined;
  const clash = useQuery({
    ...calendarQueries.clash(
      firmId,
      clashRequest ?? { startTime: '', endTime: '', participantIds: [] },
    ),
    enabled: clashRequest !== undefined,
  });
  const clashes = clashRequest ? (clash.data ?? []) : [];
  const hasClash = clashes.some((each) => each.busy.length > 0);

  const save = useMutation({
    mutationFn: async (values: ScheduleFormValues) => {
      const range = toScheduleTimes(values);
      if (!range) throw new Error(t('calendar.form.timeInvalid'));
      const fields = {
        title: values.title.trim(),
        content: values.content.trim(),
        location: values.location.trim(),
        ...range,
        allDay: values.allDay,
        participantIds: values.participantIds,
        color: values.color,
      };
      // Silent: a save refused (a lost race, a lock gone) is explained here, where the draft stays.
      if (!schedule) {
        if (values.calendarId === undefined) throw new Error(t('calendar.form.calendarRequired'));
        return callEndpoint(fftaskRoutes.createSchedule, {
          body: { calendarId: values.calendarId, ...fields },
          silent: true,
        });
      }
      return callEndpoint(fftaskRoutes.updateSchedule, {
        body: {
          id: schedule.id,
          version: draftVersion ?? schedule.version,
          ...fields,
          status: values.status,
        },
        silent: true,
      });
    },
    onSuccess: () => {
      setSaveError(undefined);
      void queryClient.invalidateQueries({ queryKey: calendarQueries.schedules(firmId) });
      void notify('success', t(schedule ? 'calendar.saved' : 'calendar.created'));
      onDone();
    },
    onError: (error) => setSaveError(error.message),
  });

  const isEditing = schedule !== undefined;
  const mayEdit = !isEditing || lock.status === 'held' || lock.status === 'lost';
  const maySave = !isEditing || lock.status === 'held';
  const isBehind =
    heldVersion !== undefined && draftVersion !== undefined && heldVersion > draftVersion;

  const peopleOptions = [
    ...(people.data ?? []).map((person) => ({
      value: person.userId,
      label: t('calendar.form.personOption', { name: person.userName, dept: person.deptName }),
    })),
    ...(schedule?.participants ?? [])
      .filter((person) => !people.data?.some((each) => each.userId === person.userId))
      .map((person) => ({ value: person.userId, label: person.userName })),
  ];

  function onAllDayChange(next: boolean) {
    const current = form.getFieldsValue(['start', 'end']) as Pick<
      ScheduleFormValues,
      'start' | 'end'
    >;
    const day = (value: string) => value.slice(0, 10);
    form.setFieldsValue(
      next
        ? { start: day(current.start), end: day(current.end) }
        : { start: `${day(current.start)}T09:00`, end: `${day(current.end)}T10:00` },
    );
  }

  return (
    <div className="schedule-editor">
      {isEditing && <LockAlert state={lock} onRetry={retry} />}
      {isBehind && (
        <Alert
          type="warning"
          showIcon
          title={t('calendar.lock.newerVersion', { version: heldVersion, draft: draftVersion })}
          action={
            <Button size="small" onClick={() => setDraftVersion(heldVersion)}>
              {t('calendar.lock.keepMine')}
            </Button>
          }
        />
      )}
      <Form<ScheduleFormValues>
        name={formName}
        form={form}
        layout="vertical"
        initialValues={schedule ? scheduleValues(schedule) : initialValues}
        disabled={!mayEdit || save.isPending}
        onFinish={(values) => save.mutate(values)}
      >
        {!isEditing && (
          <Form.Item
            name="calendarId"
            label={t('calendar.form.calendar')}
            rules={[{ required: true, message: t('calendar.form.calendarRequired') }]}
          >
            <Select
              loading={calendars.isPending}
              options={(calendars.data ?? []).map((calendar) => ({
                value: calendar.id,
                label: calendar.name,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label={t('calendar.form.title')}
          rules={[{ required: true, whitespace: true, message: t('calendar.form.titleRequired') }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="allDay" label={t('calendar.form.allDay')} valuePropName="checked">
          <Switch onChange={onAllDayChange} />
        </Form.Item>
        <div className="schedule-editor__times">
          <Form.Item
            name="start"
            label={t('calendar.form.start')}
            rules={[{ required: true, message: t('calendar.form.timeRequired') }]}
          >
            <ScheduleTimePicker allDay={allDay} />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('calendar.form.end')}
            dependencies={['start', 'allDay']}
            rules={[
              { required: true, message: t('calendar.form.timeRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) => {
                  const range = toScheduleTimes({
                    start: String(getFieldValue('start') ?? ''),
                    end: value ?? '',
                    allDay: getFieldValue('allDay') === true,
                  });
                  return !value || (range && isOrdered(range))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar.form.endBeforeStart')));
                },
              }),
            ]}
          >
            <ScheduleTimePicker allDay={allDay} />
          </Form.Item>
        </div>
        <Form.Item name="participantIds" label={t('calendar.form.participants')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={people.isPending}
            options={peopleOptions}
            aria-describedby={hasClash ? clashId : undefined}
          />
        </Form.Item>
        <ClashAlert clashes={clashes} id={clashId} />
        <Form.Item name="location" label={t('calendar.form.location')}>
          <Input maxLength={200} />
        </Form.Item>
        <div className="schedule-editor__row">
          <Form.Item name="color" label={t('calendar.form.color')}>
            <ColorSelect />
          </Form.Item>
          {isEditing && (
            <Form.Item name="status" label={t('calendar.form.status')}>
              <Select
                options={[
                  { value: 0, label: t('calendar.status.pending') },
                  { value: 2, label: t('calendar.status.refused') },
                ]}
              />
            </Form.Item>
          )}
        </div>
        <Form.Item name="content" label={t('calendar.form.content')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
      {saveError && (
        <SaveErrorAlert message={saveError} isEditing={isEditing} onRetakeAndKeep={retakeAndKeep} />
      )}
      <Space className="schedule-editor__actions">
        <Button onClick={onCancel}>{t('calendar.cancel')}</Button>
        <Button
          type="primary"
          disabled={!maySave}
          loading={save.isPending}
          aria-describedby={hasClash ? clashId : undefined}
          onClick={() => form.submit()}
        >
          {hasClash ? t('calendar.form.saveAnyway') : t('calendar.form.save')}
        </Button>
      </Space>
    </div>
  );
}
