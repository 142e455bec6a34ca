import { AppstoreOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { subAppRouteOf } from '../sub-app-routes';

/** Where a sub-application mounts; the host itself comes with the micro-frontend work. */
export function SubAppPlaceholder() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = useParams()['*'] ?? '';
  const route = pathname.split('/').find(Boolean) ?? '';
  const name = subAppRouteOf(route)?.appName ?? route;
  return (
    <Result
      icon={<AppstoreOutlined />}
      title={t('placeholder.subAppTitle', { name })}
      subTitle={t('placeholder.subAppDescription', { name, page: `/${page}` })}
      data-testid="sub-app-placeholder"
      data-app={name}
    />
  );
}
