import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

const titles = {
  backlog: 'routes.backlog',
  message: 'routes.message',
  notice: 'routes.notice',
} as const;

/** /wel/backlog, /wel/message and /wel/notice until their full lists arrive with the workbench. */
export function ListPlaceholderRoute() {
  const { t } = useTranslation();
  const last = useLocation().pathname.split('/').at(-1) ?? '';
  const title = titles[last as keyof typeof titles] ?? 'routes.home';
  return <Result status="info" title={t(title)} subTitle={t('placeholder.listDescription')} />;
}
