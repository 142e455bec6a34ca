import { AppstoreOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { subAppRouteOf } from '../sub-app-routes';

/**
 * Where a sub-application mounts; the host itself comes with the micro-frontend work. `route` is
 * given for a page the menu mounts at a path of its own; otherwise the path's first segment.
 */
export function SubAppPlaceholder({ route: givenRoute }: { route?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = useParams()['*'] ?? pathname;
  const route = givenRoute ?? pathname.split('/').find(Boolean) ?? '';
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
