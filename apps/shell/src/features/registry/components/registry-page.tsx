import type { RegistryEntryRow, SaveRegistryEntryAnswer } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Popconfirm,
  Result,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  registryHistoryQuery,
  registryQuery,
  registryRequestsQuery,
  removeRegistryEntry,
  saveRegistryEntry,
} from '../api/registry-queries';
import { filterRegistryEntries, noRegistryFilter } from '../registry-filter';
import { CutText } from './cut-text';
import { PendingRequests } from './pending-requests';
import { newRegistryEntry, RegistryEntryForm } from './registry-entry-form';
import { RegistryFilters } from './registry-filters';
import { RegistryHistoryDrawer } from './registry-history-drawer';
import { RemovalRefusedDialog, type RemovalRefusal } from './removal-refused-dialog';
import './registry-page.css';

/**
 * /platform/registry: the sub-applications the portal mounts, kept by system administrators
 * without a release: searched and filtered on the page (the whole registry is loaded), each
 * entry's history read from the audit trail. `onChanged` lets the frame take a change at once
 * (its own registry); `onShowReleases` opens an entry's releases, where the frame offers them.
 */
export function RegistryPage({
  userId,
  onChanged,
  onShowReleases,
}: {
  userId: number;
  onChanged: () => void;
  onShowReleases?: (entry: RegistryEntryRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const registry = useQuery(registryQuery(userId));
  const [editing, setEditing] = useState<{ entry: RegistryEntryRow; isNew: boolean }>();
  const [filter, setFilter] = useState(noRegistryFilter);
  const [history, setHistory] = useState({ route: '', isOpen: false });
  const [refusal, setRefusal] = useState<RemovalRefusal>();
  // A phone has no room for six columns: the address goes under the app, the rest to the editor.
  const isNarrow = useMediaQuery('(max-width: 768px)');
  const refresh = (route?: string) => {
    void queryClient.invalidateQueries({ queryKey: registryQuery(userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: registryRequestsQuery(userId).queryKey });
    if (route) {
      void queryClient.invalidateQueries({
        queryKey: registryHistoryQuery(userId, route).queryKey,
      });
    }
    onChanged();
  };
  const toggle = useMutation({
    mutationFn: (entry: RegistryEntryRow) =>
      saveRegistryEntry({ ...entry, enabled: !entry.enabled }, false),
    onSuccess: (saved) => {
      if (saved.entry) {
        const { enabled, route } = saved.entry;
        void notify('success', t(enabled ? 'registry.turnedOn' : 'registry.turnedOff', { route }));
      }
      refresh(saved.entry?.route);
    },
    onError: (error) => void notify('error', error.message),
  });
  const remove = useMutation({
    mutationFn: (route: string) => removeRegistryEntry(route),
    onMutate: () => setRefusal(undefined),
    onSuccess: ({ entry, closedRequest }) => {
      void notify(
        'success',
        closedRequest === null
          ? t('registry.removed', { route: entry.route })
          : t('registry.removedClosing', { route: entry.route, id: closedRequest }),
      );
      refresh(entry.route);
    },
    onError: (error, route) => setRefusal({ route, message: error.message }),
  });
  /** A save is done, or waits for a security administrator when it raises the app's trust. */
  const onSaved = ({ entry, request }: SaveRegistryEntryAnswer) => {
    setEditing(undefined);
    if (request) void notify('info', t('registry.requested', { route: request.route }));
    else if (entry) void notify('success', t('registry.saved', { route: entry.route }));
    refresh(entry?.route ?? request?.route);
  };

  if (registry.error instanceof HttpError && registry.error.status === 403) {
    return (
      <Result status="403" title={t('errors.forbiddenTitle')} subTitle={registry.error.message} />
    );
  }
  const url = (entry: RegistryEntryRow) =>
    entry.url === null ? <Tag>{t('registry.unconfigured')}</Tag> : <CutText text={entry.url} />;
  const columns: TableColumnsType<RegistryEntryRow> = [
    {
      key: 'app',
      title: t('registry.columns.app'),
      ...(isNarrow ? {} : { width: 220 }),
      render: (_, entry) => (
        <>
          <span>{i18n.language === 'en' ? entry.titleEn : entry.titleZh}</span>
          <Typography.Text type="secondary" className="registry-page__secondary">
            {t('registry.routeAndName', { route: entry.route, name: entry.name })}
          </Typography.Text>
          {isNarrow && (
            <Typography.Text type="secondary" className="registry-page__secondary">
              {url(entry)}
            </Typography.Text>
          )}
        </>
      ),
    },
    ...(isNarrow
      ? []
      : ([
          {
            key: 'url',
            title: t('registry.columns.url'),
            render: (_, entry) => url(entry),
          },
          {
            key: 'isolation',
            title: t('registry.columns.isolation'),
            width: 160,
            render: (_, entry) => t(`registry.isolation.${entry.isolation}`),
          },
          {
            key: 'owner',
            title: t('registry.columns.owner'),
            width: 160,
            render: (_, entry) => entry.ownerTeam ?? t('registry.noValue'),
          },
        ] satisfies TableColumnsType<RegistryEntryRow>)),
    {
      key: 'enabled',
      title: t('registry.columns.enabled'),
      width: isNarrow ? 64 : 80,
      fixed: 'right',
      render: (_, entry) => (
        <Switch
          size="small"
          checked={entry.enabled}
          loading={toggle.isPending && toggle.variables.route === entry.route}
          aria-label={t('registry.enabledSwitch', { route: entry.route })}
          onChange={() => toggle.mutate(entry)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('registry.columns.actions'),
      width: isNarrow ? 96 : onShowReleases ? 260 : 190,
      fixed: 'right',
      render: (_, entry) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            aria-label={t('registry.editRoute', { route: entry.route })}
            onClick={() => setEditing({ entry, isNew: false })}
          >
            {t('registry.edit')}
          </Button>
          {onShowReleases && (
            <Button
              type="link"
              size="small"
              aria-label={t('registry.releasesOf', { route: entry.route })}
              onClick={() => onShowReleases(entry)}
            >
              {t('registry.releasesButton')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            aria-label={t('registry.historyOf', { route: entry.route })}
            onClick={() => setHistory({ route: entry.route, isOpen: true })}
          >
            {t('registry.historyButton')}
          </Button>
          <Popconfirm
            title={t('registry.removeTitle', { route: entry.route })}
            description={t('registry.removeDescription')}
            okText={t('registry.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('registry.cancel')}
            onConfirm={() => remove.mutateAsync(entry.route).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              loading={remove.isPending && remove.variables === entry.route}
              aria-label={t('registry.removeRoute', { route: entry.route })}
            >
              {t('registry.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const entries = registry.data?.entries ?? [];
  const shown = filterRegistryEntries(entries, filter);
  return (
    <div className="registry-page">
      <div className="registry-page__head">
        <Typography.Title level={4}>{t('registry.title')}</Typography.Title>
        <Button
          type="primary"
          onClick={() => setEditing({ entry: { ...newRegistryEntry, updatedAt: '' }, isNew: true })}
        >
          {t('registry.add')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t('registry.intro')}</Typography.Paragraph>
      <PendingRequests userId={userId} />
      <RegistryFilters
        filter={filter}
        shown={shown.length}
        total={entries.length}
        onChange={setFilter}
      />
      <Table
        // Made anew when the page crosses the narrow width: antd keeps the sticky offsets of the
        // right-hand columns it measured with the sideways scroll, which would cover the app.
        key={isNarrow ? 'narrow' : 'wide'}
        rowKey="route"
        size="small"
        loading={registry.isPending}
        columns={columns}
        dataSource={shown}
        locale={{ emptyText: t('registry.filter.empty') }}
        pagination={false}
        // Widths as set, whatever a value holds: a long one breaks or is cut, never pushing the
        // switch and the actions, which stay at the right edge while the rest scrolls sideways.
        tableLayout="fixed"
        {...(isNarrow ? {} : { scroll: { x: 1000 } })}
        className="registry-page__entries"
        data-testid="registry-entries"
      />
      <RemovalRefusedDialog refusal={refusal} onClose={() => setRefusal(undefined)} />
      <RegistryHistoryDrawer
        userId={userId}
        route={history.route}
        isOpen={history.isOpen}
        onClose={() => setHistory({ ...history, isOpen: false })}
      />
      {editing && (
        <RegistryEntryForm
          entry={editing.entry}
          isNew={editing.isNew}
          onClose={() => setEditing(undefined)}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
