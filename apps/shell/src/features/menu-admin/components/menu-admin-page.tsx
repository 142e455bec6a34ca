import type { AdminMenuNode, MenuKind } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Space,
  Tag,
  Tooltip,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteMenu,
  menuAdminKey,
  menuAdminQuery,
  menuRoutesQuery,
  moveMenu,
} from '../api/menu-admin-queries';
import {
  adminTree,
  isHiddenEntry,
  isSectionNode,
  placeOf,
  type AdminTreeNode,
} from '../menu-admin-model';
import { MenuNodeForm } from './menu-node-form';
import { RoleButtonsEditor } from './role-buttons-editor';
import './menu-admin-page.css';

type Editing =
  | { node: AdminMenuNode; hasChildren: boolean }
  | { node: undefined; newTarget: 'section' | 'subApp' };

/**
 * /platform/menus: the menus of each firm and role, kept by system administrators without a
 * release. The frame's own menu follows a change through the data version, like every shell's.
 */
export function MenuAdminPage({
  userId,
  renderIcon,
  translateLabel,
}: {
  userId: number;
  renderIcon: (name: string) => ReactNode;
  /** The label the menu shows for the node in a language. */
  translateLabel: (node: AdminMenuNode, language: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [firmId, setFirmId] = useState<number>();
  const [kind, setKind] = useState<MenuKind>('menu');
  const [editing, setEditing] = useState<Editing>();
  const menus = useQuery(menuAdminQuery(userId, firmId));
  const routes = useQuery(menuRoutesQuery(userId));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: menuAdminKey(userId) });
  const labelOf = (node: AdminMenuNode) => translateLabel(node, i18n.language);

  const move = useMutation({
    mutationFn: ({ node, index }: { node: AdminMenuNode; index: number }) =>
      moveMenu({ id: node.id, parentId: node.parentId, index }),
    onSuccess: (_, { node }) => {
      void notify('success', t('menuAdmin.moved', { label: labelOf(node) }));
      refresh();
    },
    onError: (error) => void notify('error', error.message),
  });
  const remove = useMutation({
    mutationFn: (node: AdminMenuNode) => deleteMenu(node.id),
    onSuccess: (_, node) => {
      void notify('success', t('menuAdmin.deleted', { label: labelOf(node) }));
      refresh();
    },
    onError: (error) => void notify('error', error.message),
  });

  if (menus.error instanceof HttpError && menus.error.status === 403) {
    return (
      <Result status="403" title={t('errors.forbiddenTitle')} subTitle={menus.error.message} />
    );
  }
  const data = menus.data;
  const tree = data ? adminTree(data.nodes, kind) : [];
  const roleNames = new Map(data?.roles.map((role) => [role.id, role.roleName]));

  const title = (node: AdminTreeNode): ReactNode => {
    const label = labelOf(node);
    const place = placeOf(tree, node.id);
    const target = node.href || node.path;
    return (
      <span className="menu-admin__node">
        {renderIcon(node.icon)}
        <span className="menu-admin__node-label">{label}</span>
        {isSectionNode(node) ? (
          <Tag>{t('menuAdmin.section')}</Tag>
        ) : (
          <Typography.Text type="secondary" className="menu-admin__node-meta">
            {target}
          </Typography.Text>
        )}
        {isHiddenEntry(node) && (
          <Tooltip title={t('menuAdmin.kpiNote')}>
            <Tag color="gold">{t('menuAdmin.kpiTag')}</Tag>
          </Tooltip>
        )}
        {node.roleIds.length > 0 ? (
          <Tooltip title={node.roleIds.map((id) => roleNames.get(id) ?? id).join(', ')}>
            <Tag color="blue">{t('menuAdmin.rolesCount', { count: node.roleIds.length })}</Tag>
          </Tooltip>
        ) : (
          !isSectionNode(node) && <Tag>{t('menuAdmin.noRoles')}</Tag>
        )}
        <Space size={0} className="menu-admin__node-actions">
          <Button
            type="link"
            size="small"
            aria-label={t('menuAdmin.editNode', { label })}
            onClick={() => setEditing({ node, hasChildren: node.children.length > 0 })}
          >
            {t('menuAdmin.edit')}
          </Button>
          <Button
            type="text"
            size="small"
            aria-label={t('menuAdmin.moveUp', { label })}
            disabled={!place || place.index === 0}
            onClick={() => place && move.mutate({ node, index: place.index - 1 })}
            icon={<ArrowUpOutlined />}
          />
          <Button
            type="text"
            size="small"
            aria-label={t('menuAdmin.moveDown', { label })}
            disabled={!place || place.index === place.siblings.length - 1}
            onClick={() => place && move.mutate({ node, index: place.index + 1 })}
            icon={<ArrowDownOutlined />}
          />
          {node.children.length === 0 && (
            <Popconfirm
              title={t('menuAdmin.deleteConfirm', { label })}
              okText={t('menuAdmin.delete')}
              cancelText={t('menuAdmin.cancel')}
              onConfirm={() => remove.mutate(node)}
            >
              <Button
                type="link"
                size="small"
                danger
                aria-label={t('menuAdmin.deleteNode', { label })}
              >
                {t('menuAdmin.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </span>
    );
  };
  const treeData = (nodes: AdminTreeNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: title(node),
      children: treeData(node.children),
    }));
  const sections = (data?.nodes ?? []).filter((node) => node.kind === kind && isSectionNode(node));

  return (
    <div className="menu-admin">
      <div className="menu-admin__head">
        <Typography.Title level={4}>{t('menuAdmin.title')}</Typography.Title>
        <Space wrap>
          <Button
            onClick={() => setEditing({ node: undefined, newTarget: 'section' })}
            disabled={!data}
          >
            {t('menuAdmin.addSection')}
          </Button>
          <Button
            type="primary"
            disabled={!data}
            onClick={() => setEditing({ node: undefined, newTarget: 'subApp' })}
          >
            {t('menuAdmin.addEntry')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('menuAdmin.intro')}</Typography.Paragraph>
      <div className="menu-admin__toolbar">
        <Select
          className="menu-admin__firm"
          aria-label={t('menuAdmin.firm')}
          loading={menus.isPending}
          value={data?.firmId}
          onChange={(value: number) => setFirmId(value)}
          options={data?.firms.map((firm) => ({
            value: firm.id,
            label: t('menuAdmin.roleOption', { name: firm.firmName, no: firm.firmNo }),
          }))}
        />
        <Segmented<MenuKind>
          value={kind}
          onChange={setKind}
          options={(['menu', 'function'] as const).map((value) => ({
            value,
            label: t(`menuAdmin.kinds.${value}`),
          }))}
        />
      </div>
      {menus.error && !(menus.error instanceof HttpError && menus.error.status === 403) && (
        <Result status="error" subTitle={menus.error.message} />
      )}
      {data &&
        (tree.length === 0 ? (
          <Empty description={t('menuAdmin.empty')} />
        ) : (
          <Tree
            key={`${data.firmId}:${kind}`}
            blockNode
            selectable={false}
            defaultExpandAll
            treeData={treeData(tree)}
          />
        ))}
      {data && <RoleButtonsEditor key={data.firmId} roles={data.roles} onSaved={refresh} />}
      {editing && data && (
        <MenuNodeForm
          firmId={data.firmId}
          kind={editing.node ? (editing.node.kind as MenuKind) : kind}
          node={editing.node}
          hasChildren={editing.node ? editing.hasChildren : false}
          newTarget={editing.node ? 'section' : editing.newTarget}
          sections={sections}
          roles={data.roles}
          routes={routes.data?.entries ?? []}
          renderIcon={renderIcon}
          labelOf={labelOf}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            void notify('success', t('menuAdmin.saved', { label: labelOf(saved) }));
            refresh();
          }}
        />
      )}
    </div>
  );
}
