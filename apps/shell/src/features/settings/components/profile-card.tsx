import type { UserInfo } from '@portal/contract';
import { Avatar, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type ProfileCardProps = {
  userInfo: UserInfo;
  firmName: string | undefined;
  className?: string;
};

/** What the shell knows about the user (spec §3, user info), '-' where a field is empty. */
export function ProfileCard({ userInfo, firmName, className }: ProfileCardProps) {
  const { t } = useTranslation();
  const roles = userInfo.roleLoginVos;
  const fields = [
    { key: 'userName', label: t('settings.userName'), value: userInfo.userName },
    { key: 'employeeNo', label: t('settings.employeeNo'), value: userInfo.employeeNo },
    { key: 'firm', label: t('settings.firm'), value: firmName },
    { key: 'firmNo', label: t('settings.firmNo'), value: userInfo.firmNo },
    { key: 'department', label: t('settings.department'), value: userInfo.deptName },
    { key: 'deptNo', label: t('settings.deptNo'), value: userInfo.deptNo },
    { key: 'deptShortName', label: t('settings.deptShortName'), value: userInfo.deptShortName },
    {
      key: 'businessDepartment',
      label: t('settings.businessDepartment'),
      value: userInfo.buDeptName,
    },
    {
      key: 'businessDepartmentNo',
      label: t('settings.businessDepartmentNo'),
      value: userInfo.buDeptNo,
    },
    { key: 'group', label: t('settings.group'), value: userInfo.groupName },
    { key: 'system', label: t('settings.system'), value: userInfo.systemName },
  ];

  return (
    <Card
      className={className}
      variant="borderless"
      title={<h2 className="settings__card-title">{t('settings.profile')}</h2>}
    >
      <div className="settings__identity">
        <Avatar
          size={64}
          src={userInfo.avatar || undefined}
          alt={t('settings.avatar', { name: userInfo.userName })}
          className="settings__avatar"
        >
          {userInfo.userName.slice(0, 1)}
        </Avatar>
        <div className="settings__identity-text">
          <p className="settings__name">{userInfo.userName || '-'}</p>
          <p className="settings__where">
            {[firmName, userInfo.deptName].filter(Boolean).join(' · ') || '-'}
          </p>
        </div>
      </div>
      <Descriptions
        // Beside the password form (lg and wider) the card is too narrow for two English columns.
        column={{ xs: 1, sm: 2, lg: 1 }}
        size="small"
        items={[
          ...fields.map(({ key, label, value }) => ({ key, label, children: value || '-' })),
          {
            key: 'roles',
            label: t('settings.roles'),
            span: 'filled' as const,
            children:
              roles.length === 0
                ? t('settings.noRoles')
                : roles.map((role) => (
                    <Tag key={role.roleId} color="blue" title={role.roleNo}>
                      {role.roleName || role.roleNo}
                    </Tag>
                  )),
          },
        ]}
      />
    </Card>
  );
}
