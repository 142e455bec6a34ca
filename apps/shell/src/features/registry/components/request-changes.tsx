import type { RegistryEntry, RegistryRequest } from '@portal/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const shownFields = [
  'url',
  'isolation',
  'grantToken',
  'scopes',
  'pinned',
  'name',
  'titleZh',
  'titleEn',
  'enabled',
  'isPublic',
  'prefetch',
  'devUrl',
  'ownerTeam',
  'contact',
] as const satisfies readonly (keyof RegistryEntry)[];

/** What a request changes: each field that differs, as it was and as asked, and what it raises. */
export function RequestChanges({ request }: { request: RegistryRequest }) {
  const { t } = useTranslation();
  const valueOf = (entry: RegistryEntry | null, field: (typeof shownFields)[number]) => {
    const value = entry?.[field];
    if (value === undefined || value === null || value === '') return t('registry.noValue');
    if (typeof value === 'boolean') return t(value ? 'registry.yes' : 'registry.no');
    if (field === 'isolation')
      return t(`registry.isolation.${value as RegistryEntry['isolation']}`);
    if (field === 'pinned' && typeof value === 'object' && !Array.isArray(value))
      return t('registry.pinnedRelease', {
        release: value.release ?? t('registry.noValue'),
        count: Object.keys(value.files).length,
      });
    if (Array.isArray(value))
      return value.length === 0
        ? t('registry.noValue')
        : value.map((scope) => t(`registry.scopes.${scope}`)).join(t('registry.listSeparator'));
    return String(value);
  };
  const changed = shownFields.filter(
    (field) => valueOf(request.previous, field) !== valueOf(request.proposed, field),
  );
  return (
    <div className="registry-request">
      <div>
        {request.raises.map((raise) => (
          <Tag key={raise} color="orange">
            {t(`registry.raises.${raise}`)}
          </Tag>
        ))}
        {request.previous === null && <Tag>{t('registry.newRoute')}</Tag>}
      </div>
      <ul className="registry-request__changes">
        {changed.map((field) => (
          <li key={field}>
            <Typography.Text type="secondary">{t(`registry.fields.${field}`)}</Typography.Text>{' '}
            <Typography.Text delete className="registry-request__value">
              {valueOf(request.previous, field)}
            </Typography.Text>{' '}
            <Typography.Text strong className="registry-request__value">
              {valueOf(request.proposed, field)}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
