import type { AppReleases, Canary } from '@portal/contract';
import { Button, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A change of the rollout: the default (`firmId` null) or a firm, and its release (null: none);
 * or a canary, a release for a share of the users.
 */
export type RolloutChoice = { firmId: number | null; version: string | null } | { canary: Canary };

/** What the selects hold: the default, a share of users and "no release" are values of their own. */
type Fields = { target: string; version: string; share?: number };
const defaultTarget = 'default';
// No version starts with `~` (releaseVersionPattern), nor a firm's id.
const shareTarget = '~share';
const noRelease = '~none';

/**
 * Sets the release of everyone (the default), of one firm, or of a share of the users (a canary,
 * sticky per user, the others keeping the default): a firm may follow the default again, the
 * default may go back to the registry entry's own url.
 */
export function RolloutForm({
  releases,
  isApplying,
  onApply,
}: {
  releases: AppReleases;
  isApplying: boolean;
  onApply: (choice: RolloutChoice) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const target = Form.useWatch('target', form) ?? defaultTarget;
  const isShare = target === shareTarget;
  const versions = releases.releases.map(({ version }) => ({ value: version, label: version }));
  const none = {
    value: noRelease,
    label:
      target === defaultTarget
        ? t('releases.change.versionEntry')
        : t('releases.change.versionFollow'),
  };
  const apply = ({ target: chosen, version, share }: Fields) => {
    if (chosen === shareTarget) onApply({ canary: { version, share: share ?? 0 } });
    else
      onApply({
        firmId: chosen === defaultTarget ? null : Number(chosen),
        version: version === noRelease ? null : version,
      });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className="releases__form"
      aria-label={t('releases.change.title')}
      initialValues={{ target: defaultTarget, share: 10 }}
      onFinish={apply}
    >
      <Form.Item name="target" label={t('releases.change.target')}>
        <Select
          popupMatchSelectWidth={false}
          onChange={() => form.setFieldValue('version', undefined)}
          options={[
            { value: defaultTarget, label: t('releases.change.targetDefault') },
            { value: shareTarget, label: t('releases.change.targetShare') },
            ...releases.firms.map(({ id, firmName }) => ({ value: String(id), label: firmName })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('releases.change.version')}
        rules={[{ required: true, message: t('releases.change.versionRequired') }]}
      >
        <Select options={isShare ? versions : [...versions, none]} popupMatchSelectWidth={false} />
      </Form.Item>
      {isShare && (
        <Form.Item
          name="share"
          label={t('releases.change.share')}
          extra={t('releases.change.shareHelp')}
          rules={[
            { required: true, message: t('releases.change.shareRequired') },
            { type: 'integer', min: 1, max: 99, message: t('releases.change.shareRequired') },
          ]}
        >
          <InputNumber min={1} max={99} precision={0} suffix="%" />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isApplying}>
          {t('releases.change.apply')}
        </Button>
      </Form.Item>
    </Form>
  );
}
