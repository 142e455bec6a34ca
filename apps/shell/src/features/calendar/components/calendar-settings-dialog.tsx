import type { CalendarSettings, EditCalendarSettingsRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { fftaskRoutes } from '@portal/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarQueries } from '../api/calendar-queries';

export type CalendarSettingsDialogProps = {
  firmId: number;
  open: boolean;
  settings: CalendarSettings;
  onClose: () => void;
};

/** The user's calendar settings: first view, first day of the week and working hours. */
export function CalendarSettingsDialog({
  firmId,
  open,
  settings,
  onClose,
}: CalendarSettingsDialogProps) {
  const { t } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `calendar-settings-${useId()}`;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CalendarSettings>();
  const save = useMutation({
    mutationFn: (body: EditCalendarSettingsRequest) =>
      callEndpoint(fftaskRoutes.editCalendarSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarQueries.settings(firmId).queryKey, saved);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('calendar.settings.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<CalendarSettings>
        name={formName}
        form={form}
        layout="vertical"
        initialValues={settings}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="defaultView" label={t('calendar.settings.defaultView')}>
          <Select
            options={(['month', 'week', 'day'] as const).map((value) => ({
              value,
              label: t(`calendar.views.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="weekStartsOn" label={t('calendar.settings.weekStartsOn')}>
          <Radio.Group
            options={[
              { value: 1, label: t('calendar.settings.monday') },
              { value: 0, label: t('calendar.settings.sunday') },
            ]}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="dayStartHour" label={t('calendar.settings.dayStartHour')}>
            <InputNumber min={0} max={23} precision={0} />
          </Form.Item>
          <Form.Item
            name="dayEndHour"
            label={t('calendar.settings.dayEndHour')}
            dependencies={['dayStartHour']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: number | undefined) =>
                  value !== undefined && value > Number(getFieldValue('dayStartHour'))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar.settings.hoursInvalid'))),
              }),
            ]}
          >
            <InputNumber min={1} max={24} precision={0} />
          </Form.Item>
        </Space>
        {save.isError && <Alert type="error" showIcon title={save.error.message} />}
        <Space className="schedule-editor__actions">
          <Button onClick={onClose}>{t('calendar.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('calendar.form.save')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
