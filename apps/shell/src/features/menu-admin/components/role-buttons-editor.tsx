import type { AdminRole } from '@portal/contract';
import { buttonCodePattern } from '@portal/contract/routes';
import { notify } from '@/lib/notify';
import { useMutation } from '@tanstack/react-query';
import { Button, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setButtons } from '../api/menu-admin-queries';

function RoleCodes({ role, onSaved }: { role: AdminRole; onSaved: () => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState(role.buttons);
  const save = useMutation({
    mutationFn: () => setButtons(role.id, codes),
    onSuccess: () => {
      void notify('success', t('menuAdmin.buttons.saved', { role: role.roleName }));
      onSaved();
    },
    onError: (error) => void notify('error', error.message),
  });
  const changed = codes.join() !== role.buttons.join();
  return (
    <div className="menu-admin__codes">
      <Select
        mode="tags"
        className="menu-admin__codes-select"
        value={codes}
        aria-label={t('menuAdmin.buttons.codesOf', { role: role.roleName })}
        tokenSeparators={[',', ' ']}
        onChange={(next: string[]) => {
          const invalid = next.find((code) => !buttonCodePattern.test(code));
          if (invalid !== undefined) {
            void notify('error', t('menuAdmin.buttons.invalid', { code: invalid }));
            return;
          }
          setCodes(next);
        }}
      />
      <Button
        disabled={!changed}
        loading={save.isPending}
        aria-label={t('menuAdmin.buttons.saveOf', { role: role.roleName })}
        onClick={() => save.mutate()}
      >
        {t('menuAdmin.buttons.save')}
      </Button>
    </div>
  );
}

/** The button permission codes of each role of the firm, one row a role. */
export function RoleButtonsEditor({ roles, onSaved }: { roles: AdminRole[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminRole> = [
    {
      key: 'role',
      title: t('menuAdmin.buttons.role'),
      width: 200,
      render: (_, role) => t('menuAdmin.roleOption', { name: role.roleName, no: role.roleNo }),
    },
    {
      key: 'codes',
      title: t('menuAdmin.buttons.codes'),
      render: (_, role) => <RoleCodes key={role.buttons.join()} role={role} onSaved={onSaved} />,
    },
  ];
  return (
    <section className="menu-admin__buttons">
      <Typography.Title level={5}>{t('menuAdmin.buttons.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('menuAdmin.buttons.intro')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={roles}
        pagination={false}
        scroll={{ x: 600 }}
      />
    </section>
  );
}
