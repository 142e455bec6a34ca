import type { AppReleases, AutomaticRollbackSettings } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setAutomaticRollback } from '../api/release-queries';
import { useReleasesChanged } from '../use-releases-changed';

type Fields = AutomaticRollbackSettings & { isOn: boolean };

/** What a team starts from: twice the failure rate over five minutes, of 20 loads each. */
const suggested: AutomaticRollbackSettings = { factor: 2, minutes: 5, minLoads: 20 };

/**
 * Whether the app's canary is rolled back by itself, and when: its newer release failing more
 * than `factor` times as often as the default over the last `minutes`, each with `minLoads`
 * loads at least. Off by default.
 */
export function AutomaticRollbackForm({
  userId,
  releases,
}: {
  userId: number;
  releases: AppReleases;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const changed = useReleasesChanged(userId, releases.app);
  const [form] = Form.useForm<Fields>();
  const isOn = Form.useWatch('isOn', form) ?? releases.automaticRollback !== null;
  const current = releases.automaticRollback;
  const save = useMutation({
    mutationFn: ({ isOn: on, factor, minutes, minLoads }: Fields) =>
      setAutomaticRollback(releases.app, on ? { factor, minutes, minLoads } : null),
    onSuccess: ({ automaticRollback }) => {
      void notify(
        'success',
        automaticRollback
          ? t('releases.automatic.savedOn', automaticRollback)
          : t('releases.automatic.savedOff'),
      );
      changed();
    },
    onError: (error) => void notify('error', error.message),
  });
  const between = (min: number, max: number, message: string) => [
    { required: isOn, message },
    { type: 'number' as const, min, max, message },
  ];
  return (
    <section className="releases__section" data-testid="automatic-rollback">
      <Typography.Title level={5}>{t('releases.automatic.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('releases.automatic.intro')}</Typography.Paragraph>
      {current && (
        <Typography.Paragraph type="secondary">
          {t('releases.automatic.setBy', {
            name: t('releases.person', {
              name: current.setBy.displayName,
              username: current.setBy.username,
            }),
            time: formatTime(current.setAt),
          })}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="inline"
        className="releases__form releases__automatic"
        aria-label={t('releases.automatic.title')}
        initialValues={{ isOn: current !== null, ...(current ?? suggested) }}
        onFinish={(fields: Fields) => save.mutate(fields)}
      >
        <Form.Item name="isOn" label={t('releases.automatic.isOn')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="factor"
          label={t('releases.automatic.factor')}
          rules={between(1, 100, t('releases.automatic.factorRequired'))}
        >
          <InputNumber min={1} max={100} step={0.5} disabled={!isOn} />
        </Form.Item>
        <Form.Item
          name="minutes"
          label={t('releases.automatic.minutes')}
          rules={between(1, 1_440, t('releases.automatic.minutesRequired'))}
        >
          <InputNumber min={1} max={1_440} precision={0} disabled={!isOn} />
        </Form.Item>
        <Form.Item
          name="minLoads"
          label={t('releases.automatic.minLoads')}
          rules={between(1, 100_000, t('releases.automatic.minLoadsRequired'))}
        >
          <InputNumber min={1} max={100_000} precision={0} disabled={!isOn} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={save.isPending}>
            {t('releases.automatic.save')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
