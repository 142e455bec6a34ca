import type {
  AdminMenuNode,
  AdminRole,
  MenuChange,
  MenuKind,
  MenuTarget,
  RegistryEntryRow,
} from '@portal/contract';
import {
  menuIconNames,
  menuNamePattern,
  menuPagePattern,
  shellPagePathPattern,
  type MenuIconName,
} from '@portal/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Form, Input, Radio, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveMenu, saveMenu } from '../api/menu-admin-queries';
import { isHiddenEntry } from '../menu-admin-model';

type TargetType = MenuTarget['type'];

type FormValues = {
  name: string;
  label: string;
  labelEn?: string;
  icon: MenuIconName;
  parentId: number | 'none';
  targetType: TargetType;
  subRoute?: string;
  page?: string;
  href?: string;
  isSuperUrl?: boolean;
  shellPath?: string;
  roleIds: number[];
};

/** What the node opens, read back from its columns. */
function targetOf(node: AdminMenuNode): Partial<FormValues> & { targetType: TargetType } {
  if (node.href) return { targetType: 'link', href: node.href, isSuperUrl: node.isSuperUrl };
  if (node.subRoute) {
    const prefix = `/${node.subRoute}/`;
    return {
      targetType: 'subApp',
      subRoute: node.subRoute,
      page: node.path.startsWith(prefix) ? node.path.slice(prefix.length) : '',
    };
  }
  if (node.path) return { targetType: 'shell', shellPath: node.path };
  return { targetType: 'section' };
}

function targetFrom(values: FormValues): MenuTarget {
  switch (values.targetType) {
    case 'section':
      return { type: 'section' };
    case 'subApp':
      return { type: 'subApp', subRoute: values.subRoute ?? '', page: values.page?.trim() ?? '' };
    case 'link':
      return { type: 'link', href: values.href?.trim() ?? '', isSuperUrl: !!values.isSuperUrl };
    case 'shell':
      return { type: 'shell', path: values.shellPath?.trim() ?? '' };
  }
}

/** An index past any list of siblings: the end. */
const lastPlace = 10_000;

const isKnownIcon = (name: string): name is MenuIconName =>
  (menuIconNames as readonly string[]).includes(name);

export type NodeFormProps = {
  firmId: number;
  kind: MenuKind;
  /** The node edited, or what a new one starts from. */
  node: AdminMenuNode | undefined;
  /** The node holds entries: it stays a section. */
  hasChildren: boolean;
  newTarget: TargetType;
  sections: AdminMenuNode[];
  roles: AdminRole[];
  routes: RegistryEntryRow[];
  renderIcon: (name: string) => ReactNode;
  /** A node's label in the user's language, as the menu shows it. */
  labelOf: (node: AdminMenuNode) => string;
  onClose: () => void;
  onSaved: (saved: AdminMenuNode) => void;
};

/**
 * Adds or edits a menu entry. The server checks what only it can (the route is registered, the
 * name is free in the firm) and its refusal is shown here, the form kept as typed.
 */
export function MenuNodeForm({
  firmId,
  kind,
  node,
  hasChildren,
  newTarget,
  sections,
  roles,
  routes,
  renderIcon,
  labelOf,
  onClose,
  onSaved,
}: NodeFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const targetType = Form.useWatch('targetType', form);
  const isNew = node === undefined;
  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const parentId = values.parentId === 'none' ? null : values.parentId;
      const change: MenuChange = {
        ...(node ? { id: node.id } : {}),
        firmId,
        parentId,
        kind,
        name: values.name.trim(),
        label: values.label.trim(),
        labelEn: values.labelEn?.trim() ? values.labelEn.trim() : null,
        icon: values.icon,
        target: targetFrom(values),
        roleIds: values.roleIds,
      };
      const saved = await saveMenu(change, isNew);
      if (node && node.parentId !== parentId) {
        await moveMenu({ id: node.id, parentId, index: lastPlace });
      }
      return saved;
    },
    onSuccess: onSaved,
  });
  const initialValues: FormValues = node
    ? {
        name: node.name,
        label: node.label,
        labelEn: node.labelEn ?? '',
        icon: isKnownIcon(node.icon) ? node.icon : 'menu',
        parentId: node.parentId ?? 'none',
        roleIds: node.roleIds,
        ...targetOf(node),
      }
    : {
        name: '',
        label: '',
        labelEn: '',
        icon: newTarget === 'section' ? 'folder' : 'menu',
        parentId: 'none',
        targetType: newTarget,
        roleIds: [],
      };
  const title = (entry: RegistryEntryRow) =>
    i18n.language === 'en' ? entry.titleEn : entry.titleZh;
  return (
    <Drawer
      open
      size="large"
      title={isNew ? t('menuAdmin.addTitle') : t('menuAdmin.editTitle', { label: labelOf(node) })}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('menuAdmin.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('menuAdmin.save')}
          </Button>
        </Space>
      }
    >
      {save.error && (
        <Alert type="error" showIcon title={save.error.message} className="menu-admin__error" />
      )}
      {node && isHiddenEntry(node) && (
        <Alert type="info" showIcon title={t('menuAdmin.kpiNote')} className="menu-admin__error" />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="label"
          label={t('menuAdmin.fields.label')}
          rules={[
            { required: true, whitespace: true, message: t('menuAdmin.errors.labelRequired') },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="labelEn"
          label={t('menuAdmin.fields.labelEn')}
          extra={t('menuAdmin.hints.labelEn')}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('menuAdmin.fields.name')}
          extra={t('menuAdmin.hints.name')}
          rules={[
            { required: true, message: t('menuAdmin.errors.nameRequired') },
            { pattern: menuNamePattern, message: t('menuAdmin.errors.namePattern') },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="icon" label={t('menuAdmin.fields.icon')}>
          <Select
            showSearch
            options={menuIconNames.map((name) => ({
              value: name,
              label: (
                <Space>
                  {renderIcon(name)}
                  {name}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="parentId"
          label={t('menuAdmin.fields.parent')}
          extra={isNew ? undefined : t('menuAdmin.hints.parentOnEdit')}
        >
          <Select
            options={[
              { value: 'none', label: t('menuAdmin.noParent') },
              ...sections
                .filter((section) => section.id !== node?.id)
                .map((section) => ({ value: section.id, label: labelOf(section) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="targetType" label={t('menuAdmin.fields.target')}>
          <Radio.Group
            disabled={hasChildren}
            options={(['section', 'subApp', 'link', 'shell'] as const).map((type) => ({
              value: type,
              label: t(`menuAdmin.targets.${type}`),
            }))}
          />
        </Form.Item>
        {targetType === 'subApp' && (
          <>
            <Form.Item
              name="subRoute"
              label={t('menuAdmin.fields.subRoute')}
              rules={[{ required: true, message: t('menuAdmin.errors.subRouteRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={routes.map((entry) => ({
                  value: entry.route,
                  label: t('menuAdmin.routeOption', { route: entry.route, title: title(entry) }),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="page"
              label={t('menuAdmin.fields.page')}
              extra={t('menuAdmin.hints.page')}
              rules={[
                { required: true, message: t('menuAdmin.errors.pagePattern') },
                { pattern: menuPagePattern, message: t('menuAdmin.errors.pagePattern') },
              ]}
            >
              <Input maxLength={180} />
            </Form.Item>
          </>
        )}
        {targetType === 'link' && (
          <>
            <Form.Item
              name="href"
              label={t('menuAdmin.fields.href')}
              rules={[
                {
                  required: true,
                  pattern: /^https?:\/\/\S+$/,
                  message: t('menuAdmin.errors.hrefRequired'),
                },
              ]}
            >
              <Input maxLength={512} />
            </Form.Item>
            <Form.Item
              name="isSuperUrl"
              label={t('menuAdmin.fields.isSuperUrl')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </>
        )}
        {targetType === 'shell' && (
          <Form.Item
            name="shellPath"
            label={t('menuAdmin.fields.shellPath')}
            rules={[
              { required: true, message: t('menuAdmin.errors.shellPathPattern') },
              { pattern: shellPagePathPattern, message: t('menuAdmin.errors.shellPathPattern') },
            ]}
          >
            <Input maxLength={180} />
          </Form.Item>
        )}
        <Form.Item name="roleIds" label={t('menuAdmin.fields.roles')}>
          <Checkbox.Group
            options={roles.map((role) => ({
              value: role.id,
              label: t('menuAdmin.roleOption', { name: role.roleName, no: role.roleNo }),
            }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
