import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDayjsLanguage } from '@/lib/use-dayjs-language';
import type { AuditFilterValues } from '../api/audit-events-query';
import { auditEventKinds, auditResults } from '../audit-event-names';

type FormValues = {
  username?: string;
  userId?: number | null;
  firmId?: number | null;
  event?: string;
  result?: AuditFilterValues['result'];
  time?: [Dayjs | null, Dayjs | null] | null;
};

/** The filter as the API takes it: what was given, times in UTC. */
function filterOf(values: FormValues): AuditFilterValues {
  const [from, to] = values.time ?? [];
  const username = values.username?.trim();
  return {
    ...(username ? { username } : {}),
    ...(values.userId ? { userId: values.userId } : {}),
    ...(values.firmId ? { firmId: values.firmId } : {}),
    ...(values.event ? { event: values.event } : {}),
    ...(values.result ? { result: values.result } : {}),
    ...(from ? { from: from.toDate().toISOString() } : {}),
    ...(to ? { to: to.toDate().toISOString() } : {}),
  };
}

/** Who, where, what, how it ended and when: applied on Search, cleared by Reset. */
export function AuditFilterBar({ onApply }: { onApply: (filter: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  useDayjsLanguage();
  const [form] = Form.useForm<FormValues>();

  return (
    <Form
      form={form}
      layout="inline"
      className="audit-page__filters"
      aria-label={t('audit.filters.label')}
      onFinish={(values) => onApply(filterOf(values))}
      onReset={() => onApply({})}
    >
      <Form.Item name="username" label={t('audit.filters.username')}>
        <Input allowClear maxLength={255} placeholder={t('audit.filters.usernamePlaceholder')} />
      </Form.Item>
      <Form.Item name="userId" label={t('audit.filters.userId')}>
        <InputNumber min={1} precision={0} controls={false} className="audit-page__id" />
      </Form.Item>
      <Form.Item name="firmId" label={t('audit.filters.firmId')}>
        <InputNumber min={1} precision={0} controls={false} className="audit-page__id" />
      </Form.Item>
      <Form.Item name="event" label={t('audit.filters.event')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          className="audit-page__event"
          placeholder={t('audit.filters.eventPlaceholder')}
          options={auditEventKinds.map((kind) => ({
            value: kind,
            label: t(`audit.events.${kind}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="result" label={t('audit.filters.result')}>
        <Select
          allowClear
          className="audit-page__result"
          placeholder={t('audit.filters.resultPlaceholder')}
          options={auditResults.map((result) => ({
            value: result,
            label: t(`audit.results.${result}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="time" label={t('audit.filters.time')}>
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          placeholder={[t('audit.filters.timeStart'), t('audit.filters.timeEnd')]}
        />
      </Form.Item>
      <Form.Item className="audit-page__filter-actions">
        <Button type="primary" htmlType="submit">
          {t('audit.filters.search')}
        </Button>
        <Button htmlType="reset">{t('audit.filters.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
