import type { UserInfo } from '@portal/contract';
import { Avatar, Card, Col, Descriptions, Empty, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './workbench-page.css';

export type WorkbenchPageProps = {
  userInfo: UserInfo;
  firmName: string | undefined;
};

/** The first page after sign-in (/wel/index). */
export function WorkbenchPage({ userInfo, firmName }: WorkbenchPageProps) {
  const { t } = useTranslation();
  const greeting = greetingKey(new Date().getHours());
  const roles = userInfo.roleLoginVos;

  return (
    <div className="workbench">
      <Card className="workbench__welcome" variant="borderless">
        <div className="workbench__welcome-body">
          <Avatar size={64} src={userInfo.avatar || undefined} className="workbench__avatar">
            {userInfo.userName.slice(0, 1)}
          </Avatar>
          <div>
            <h2 className="workbench__greeting">{t(greeting, { name: userInfo.userName })}</h2>
            <p className="workbench__where">
              {[firmName, userInfo.deptName].filter(Boolean).join(' · ')}
            </p>
            <p className="workbench__subtitle">{t('workbench.subtitle')}</p>
          </div>
        </div>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('workbench.profile')} variant="borderless" className="workbench__card">
            <Descriptions column={{ xs: 1, sm: 2 }} size="middle">
              <Descriptions.Item label={t('workbench.firm')}>{firmName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('workbench.department')}>
                {userInfo.deptName || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('workbench.employeeNo')}>
                {userInfo.employeeNo || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('workbench.group')}>
                {userInfo.groupName || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('workbench.roles')} span={2}>
                {roles.length === 0
                  ? t('workbench.noRoles')
                  : roles.map((role) => (
                      <Tag key={role.roleId} color="blue">
                        {role.roleName}
                      </Tag>
                    ))}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            title={t('workbench.comingSoonTitle')}
            variant="borderless"
            className="workbench__card"
          >
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.comingSoon')} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function greetingKey(hour: number) {
  if (hour < 12) return 'workbench.greetingMorning' as const;
  if (hour < 18) return 'workbench.greetingAfternoon' as const;
  return 'workbench.greetingEvening' as const;
}
