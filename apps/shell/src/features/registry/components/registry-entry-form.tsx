import type { RegistryEntry, SaveRegistryEntryAnswer } from '@portal/contract';
import { appScopes, registryNamePattern, registryRoutePattern } from '@portal/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveRegistryEntry } from '../api/registry-queries';

/** What a new entry starts from. */
export const newRegistryEntry: RegistryEntry = {
  route: '',
  name: '',
  url: null,
  devUrl: null,
  titleZh: '',
  titleEn: '',
  isPublic: false,
  isolation: 'micro-app',
  grantToken: false,
  scopes: [],
  pinned: null,
  prefetch: true,
  enabled: true,
  ownerTeam: null,
  contact: null,
};

type FormValues = Omit<RegistryEntry, 'url' | 'devUrl' | 'ownerTeam' | 'contact' | 'pinned'> & {
  url?: string;
  devUrl?: string;
  ownerTeam?: string;
  contact?: string;
  /** The release manifest its build wrote, as JSON; empty: not pinned. */
  pinned?: string;
};

/** The pinned manifest as typed; the server checks its shape and says what is wrong. */
function pinnedOf(text: string | undefined): RegistryEntry['pinned'] {
  return text?.trim() ? (JSON.parse(text) as RegistryEntry['pinned']) : null;
}

/** Empty text is no value. */
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Adds or edits a registry entry. The server checks what only it can (the url answers with a
 * page, the name is free) and its refusal is shown here, the form kept as typed.
 */
export function RegistryEntryForm({
  entry,
  isNew,
  onClose,
  onSaved,
}: {
  entry: RegistryEntry;
  isNew: boolean;
  onClose: () => void;
  onSaved: (saved: SaveRegistryEntryAnswer) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const isolation = Form.useWatch('isolation', form);
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveRegistryEntry(
        {
          ...values,
          route: values.route.trim(),
          name: values.name.trim(),
          url: orNull(values.url),
          devUrl: orNull(values.devUrl),
          ownerTeam: orNull(values.ownerTeam),
          contact: orNull(values.contact),
          grantToken: values.isolation === 'frame' && values.grantToken,
          pinned: pinnedOf(values.pinned),
        },
        isNew,
      ),
    onSuccess: onSaved,
  });
  const initialValues: FormValues = {
    ...entry,
    url: entry.url ?? '',
    devUrl: entry.devUrl ?? '',
    ownerTeam: entry.ownerTeam ?? '',
    contact: entry.contact ?? '',
    pinned: entry.pinned ? JSON.stringify(entry.pinned, null, 2) : '',
  };
  return (
    <Drawer
      open
      size="large"
      title={t(isNew ? 'registry.addTitle' : 'registry.editTitle', { route: entry.route })}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('registry.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('registry.save')}
          </Button>
        </Space>
      }
    >
      {save.error && (
        <Alert type="error" showIcon title={save.error.message} className="registry-form__error" />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="route"
          label={t('registry.fields.route')}
          extra={t('registry.hints.route')}
          rules={[
            { required: true, message: t('registry.errors.routeRequired') },
            { pattern: registryRoutePattern, message: t('registry.errors.routePattern') },
          ]}
        >
          <Input disabled={!isNew} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('registry.fields.name')}
          extra={t('registry.hints.name')}
          rules={[
            { required: true, message: t('registry.errors.nameRequired') },
            { pattern: registryNamePattern, message: t('registry.errors.namePattern') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="titleZh"
          label={t('registry.fields.titleZh')}
          rules={[
            { required: true, whitespace: true, message: t('registry.errors.titleRequired') },
          ]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="titleEn"
          label={t('registry.fields.titleEn')}
          rules={[
            { required: true, whitespace: true, message: t('registry.errors.titleRequired') },
          ]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="url" label={t('registry.fields.url')} extra={t('registry.hints.url')}>
          <Input maxLength={512} />
        </Form.Item>
        <Form.Item name="devUrl" label={t('registry.fields.devUrl')}>
          <Input maxLength={512} />
        </Form.Item>
        <Form.Item
          name="pinned"
          label={t('registry.fields.pinned')}
          extra={t('registry.hints.pinned')}
          rules={[
            {
              validator: async (_rule, value?: string) => {
                try {
                  pinnedOf(value);
                } catch {
                  throw new Error(t('registry.errors.pinnedJson'));
                }
              },
            },
          ]}
        >
          <Input.TextArea rows={3} spellCheck={false} className="registry-form__manifest" />
        </Form.Item>
        <Form.Item name="isolation" label={t('registry.fields.isolation')}>
          <Select
            options={[
              { value: 'micro-app', label: t('registry.isolation.micro-app') },
              { value: 'frame', label: t('registry.isolation.frame') },
            ]}
          />
        </Form.Item>
        {isolation === 'frame' && (
          <Form.Item
            name="grantToken"
            label={t('registry.fields.grantToken')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        )}
        <Form.Item
          name="scopes"
          label={t('registry.fields.scopes')}
          extra={t('registry.hints.scopes')}
        >
          <Checkbox.Group
            options={appScopes.map((scope) => ({
              value: scope,
              label: t(`registry.scopes.${scope}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="isPublic"
          label={t('registry.fields.isPublic')}
          extra={t('registry.hints.isPublic')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="prefetch" label={t('registry.fields.prefetch')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={t('registry.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="ownerTeam" label={t('registry.fields.ownerTeam')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="contact" label={t('registry.fields.contact')}>
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
