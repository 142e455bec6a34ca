import type { AppReleases } from '@portal/contract';
import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** A change of the rollout: the default (`firmId` null) or a firm, and its release (null: none). */
export type RolloutChoice = { firmId: number | null; version: string | null };

/** What the selects hold: the default and "no release" are values of their own. */
type Fields = { target: string; version: string };
const defaultTarget = 'default';
// No version starts with `~` (releaseVersionPattern).
const noRelease = '~none';

/**
 * Sets the release of everyone (the default) or of one firm: a firm may follow the default again,
 * the default may go back to the registry entry's own url.
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
  const versions = releases.releases.map(({ version }) => ({ value: version, label: version }));
  const none = {
    value: noRelease,
    label:
      target === defaultTarget
        ? t('releases.change.versionEntry')
        : t('releases.change.versionFollow'),
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className="releases__form"
      aria-label={t('releases.change.title')}
      initialValues={{ target: defaultTarget }}
      onFinish={({ target: chosen, version }: Fields) =>
        onApply({
          firmId: chosen === defaultTarget ? null : Number(chosen),
          version: version === noRelease ? null : version,
        })
      }
    >
      <Form.Item name="target" label={t('releases.change.target')}>
        <Select
          popupMatchSelectWidth={false}
          options={[
            { value: defaultTarget, label: t('releases.change.targetDefault') },
            ...releases.firms.map(({ id, firmName }) => ({ value: String(id), label: firmName })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('releases.change.version')}
        rules={[{ required: true, message: t('releases.change.versionRequired') }]}
      >
        <Select options={[...versions, none]} popupMatchSelectWidth={false} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isApplying}>
          {t('releases.change.apply')}
        </Button>
      </Form.Item>
    </Form>
  );
}
