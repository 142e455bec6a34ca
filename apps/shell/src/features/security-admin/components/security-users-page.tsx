import type { SecurityUser } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Input, Result, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityUsersQuery } from '../api/security-admin-queries';
import { UserSessionsDrawer } from './user-sessions-drawer';
import './security-users-page.css';

/**
 * /security/users: the security administrators' accounts and sessions. The server decides who
 * may use it (the security_admin duty); anyone else sees its refusal, recorded in the trail.
 */
export function SecurityUsersPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number>();
  const users = useInfiniteQuery(securityUsersQuery(userId, query));

  if (users.error instanceof HttpError && users.error.status === 403) {
    return (
      <Result
        status="403"
        title={t('errors.forbiddenTitle')}
        subTitle={users.error.message}
        className="security-admin__refusal"
      />
    );
  }

  const accounts = users.data?.pages.flatMap((page) => page.users) ?? [];
  const columns: TableColumnsType<SecurityUser> = [
    {
      key: 'account',
      title: t('securityAdmin.columns.account'),
      render: (_, account) => (
        <span className="security-admin__account">
          <span className="security-admin__name">{account.displayName}</span>
          <span className="security-admin__muted">{account.username}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('securityAdmin.columns.status'),
      width: 90,
      render: (_, account) => (
        <Tag color={account.status === 'active' ? 'green' : 'red'}>
          {t(`securityAdmin.status.${account.status}`)}
        </Tag>
      ),
    },
    {
      key: 'firms',
      title: t('securityAdmin.columns.firms'),
      render: (_, account) => (
        <span className="security-admin__text">
          {account.firms.map((firm) => firm.name).join('、')}
        </span>
      ),
    },
    {
      key: 'duty',
      title: t('securityAdmin.columns.duty'),
      width: 130,
      render: (_, account) =>
        account.duty ? <Tag>{t(`securityAdmin.duties.${account.duty}`)}</Tag> : null,
    },
    {
      key: 'sessions',
      title: t('securityAdmin.columns.sessions'),
      dataIndex: 'liveSessions',
      width: 100,
    },
    {
      key: 'lastSignIn',
      title: t('securityAdmin.columns.lastSignIn'),
      width: 170,
      render: (_, account) =>
        account.lastSignInAt ? (
          <time dateTime={account.lastSignInAt}>{formatTime(account.lastSignInAt)}</time>
        ) : (
          <span className="security-admin__muted">{t('securityAdmin.never')}</span>
        ),
    },
    {
      key: 'actions',
      title: t('securityAdmin.columns.actions'),
      width: 110,
      render: (_, account) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpenId(account.id)}
          aria-label={t('securityAdmin.manageOf', { name: account.displayName })}
        >
          {t('securityAdmin.manage')}
        </Button>
      ),
    },
  ];

  return (
    <section className="security-admin" aria-labelledby="security-admin-title">
      <header className="security-admin__header">
        <h1 id="security-admin-title" className="security-admin__title">
          {t('securityAdmin.title')}
        </h1>
        <p className="security-admin__subtitle">{t('securityAdmin.subtitle')}</p>
      </header>
      <Input.Search
        className="security-admin__search"
        aria-label={t('securityAdmin.search')}
        placeholder={t('securityAdmin.searchPlaceholder')}
        enterButton={t('securityAdmin.searchButton')}
        maxLength={64}
        allowClear
        onSearch={(value) => setQuery(value.trim())}
      />
      {users.error && !(users.error instanceof HttpError && users.error.status === 403) && (
        <Result status="error" subTitle={users.error.message} />
      )}
      {/* Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too. */}
      <div
        className="security-admin__table"
        role="region"
        aria-label={t('securityAdmin.tableLabel')}
        tabIndex={0}
      >
        <Table<SecurityUser>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={accounts}
          loading={users.isPending}
          pagination={false}
          locale={{ emptyText: t('securityAdmin.empty') }}
          data-testid="security-users"
        />
      </div>
      {users.hasNextPage && (
        <footer className="security-admin__footer">
          <Button loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            {t('securityAdmin.loadMore')}
          </Button>
        </footer>
      )}
      <UserSessionsDrawer
        userId={userId}
        account={accounts.find((account) => account.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
    </section>
  );
}
