import type { AlertRule, AlertRuleKind, SubAppHealth } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { alertRulesQuery, createAlertRule, deleteAlertRule } from '../api/alert-rules-queries';

const ruleKinds: readonly AlertRuleKind[] = ['app-failing', 'new-error-group'];

/** The longest a rule's minutes may be (the contract's maxAlertMinutes): a day. */
const maxMinutes = 1_440;

/** The form's value for "every app": a route is never empty. */
const everyApp = '';

type FormValues = { kind: AlertRuleKind; route: string; minutes: number; webhookUrl: string };

const outcomeColors = { delivered: 'green', retrying: 'orange', failed: 'red' } as const;

/** How the rule's newest post fared. */
function LastDelivery({ rule }: { rule: AlertRule }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const delivery = rule.lastDelivery;
  if (!delivery) return <>{t('operations.alertRules.delivery.none')}</>;
  return (
    <>
      <Tag color={outcomeColors[delivery.outcome]}>
        {t(`operations.alertRules.delivery.${delivery.outcome}`, { attempts: delivery.attempts })}
      </Tag>
      <Typography.Text type="secondary" className="operations-table__name">
        {t('operations.alertRules.delivery.of', {
          status: t(`operations.alertRules.delivery.status.${delivery.status}`),
          time: formatTime(delivery.at),
          http: delivery.httpStatus ?? t('operations.noValue'),
        })}
      </Typography.Text>
    </>
  );
}

/**
 * 告警规则: what posts to a webhook (an app failing for N minutes, an error group new in its
 * release), added and removed by the administrator; each rule with how its newest post fared.
 */
export function AlertRulesPanel({ userId, apps }: { userId: number; apps: SubAppHealth[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const rules = useQuery(alertRulesQuery(userId));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: alertRulesQuery(userId).queryKey });
  const add = useMutation({
    mutationFn: ({ route, ...values }: FormValues) =>
      createAlertRule({ ...values, route: route === everyApp ? null : route }),
    onSuccess: async () => {
      form.resetFields(['webhookUrl']);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteAlertRule, onSuccess: refresh });

  const titleOf = (route: string | null) => {
    if (route === null) return t('operations.alertRules.everyApp');
    const app = apps.find((each) => each.route === route);
    if (!app) return route;
    return i18n.language === 'en' ? app.title.en : app.title['zh-CN'];
  };
  const columns: TableColumnsType<AlertRule> = [
    {
      key: 'kind',
      title: t('operations.alertRules.columns.kind'),
      render: (_, rule) => t(`operations.alertRules.kinds.${rule.kind}`),
    },
    {
      key: 'app',
      title: t('operations.alertRules.columns.app'),
      render: (_, rule) => titleOf(rule.route),
    },
    {
      key: 'minutes',
      title: t('operations.alertRules.columns.minutes'),
      render: (_, rule) =>
        t(`operations.alertRules.minutesOf.${rule.kind}`, { minutes: rule.minutes }),
    },
    {
      key: 'webhook',
      title: t('operations.alertRules.columns.webhook'),
      dataIndex: 'webhookOrigin',
    },
    {
      key: 'open',
      title: t('operations.alertRules.columns.openIncidents'),
      dataIndex: 'openIncidents',
    },
    {
      key: 'delivery',
      title: t('operations.alertRules.columns.lastDelivery'),
      render: (_, rule) => <LastDelivery rule={rule} />,
    },
    {
      key: 'actions',
      title: t('operations.alertRules.columns.actions'),
      render: (_, rule) => (
        <Popconfirm
          title={t('operations.alertRules.removeConfirm')}
          okText={t('operations.alertRules.remove')}
          cancelText={t('operations.alertRules.cancel')}
          onConfirm={() => remove.mutate(rule.id)}
        >
          <Button danger size="small" loading={remove.isPending && remove.variables === rule.id}>
            {t('operations.alertRules.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="operations-alert-rules" aria-label={t('operations.alertRules.tab')}>
      <Typography.Paragraph type="secondary">
        {t('operations.alertRules.intro')}
      </Typography.Paragraph>
      {(rules.error ?? add.error ?? remove.error) && (
        <Alert
          type="error"
          showIcon
          title={t('operations.alertRules.failed', {
            message: (rules.error ?? add.error ?? remove.error)?.message,
          })}
        />
      )}
      <Table<AlertRule>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={rules.isPending}
        columns={columns}
        dataSource={rules.data?.rules ?? []}
        locale={{ emptyText: t('operations.alertRules.empty') }}
      />
      <Form<FormValues>
        form={form}
        layout="inline"
        className="operations-alert-rules__form"
        initialValues={{ kind: 'app-failing', route: everyApp, minutes: 5, webhookUrl: '' }}
        onFinish={(values) => add.mutate({ ...values, webhookUrl: values.webhookUrl.trim() })}
      >
        <Form.Item name="kind" label={t('operations.alertRules.fields.kind')}>
          <Select
            className="operations-alert-rules__kind"
            options={ruleKinds.map((kind) => ({
              value: kind,
              label: t(`operations.alertRules.kinds.${kind}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="route" label={t('operations.alertRules.fields.app')}>
          <Select
            showSearch
            optionFilterProp="label"
            className="operations-alert-rules__app"
            options={[
              { value: everyApp, label: t('operations.alertRules.everyApp') },
              ...apps.map((app) => ({ value: app.route, label: titleOf(app.route) })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="minutes"
          label={t('operations.alertRules.fields.minutes')}
          rules={[{ required: true, message: t('operations.alertRules.errors.minutes') }]}
        >
          <InputNumber min={1} max={maxMinutes} precision={0} />
        </Form.Item>
        <Form.Item
          name="webhookUrl"
          label={t('operations.alertRules.fields.webhookUrl')}
          rules={[
            { required: true, message: t('operations.alertRules.errors.webhookUrl') },
            { pattern: /^https?:\/\/\S+$/, message: t('operations.alertRules.errors.webhookUrl') },
          ]}
        >
          <Input className="operations-alert-rules__webhook" maxLength={512} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('operations.alertRules.add')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
