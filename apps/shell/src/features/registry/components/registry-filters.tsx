import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistryFilter } from '../registry-filter';

/** The registry page's search and filters, applied as they change. */
export function RegistryFilters({
  filter,
  shown,
  total,
  onChange,
}: {
  filter: RegistryFilter;
  shown: number;
  total: number;
  onChange: (filter: RegistryFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="registry-page__filters" role="search">
      <Input.Search
        className="registry-page__search"
        aria-label={t('registry.filter.search')}
        placeholder={t('registry.filter.searchPlaceholder')}
        allowClear
        maxLength={128}
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <Select
        className="registry-page__select"
        aria-label={t('registry.filter.isolation')}
        value={filter.isolation}
        onChange={(isolation) => onChange({ ...filter, isolation })}
        options={[
          { value: 'all', label: t('registry.filter.anyIsolation') },
          { value: 'micro-app', label: t('registry.isolation.micro-app') },
          { value: 'frame', label: t('registry.isolation.frame') },
        ]}
      />
      <Select
        className="registry-page__select"
        aria-label={t('registry.filter.state')}
        value={filter.state}
        onChange={(state) => onChange({ ...filter, state })}
        options={[
          { value: 'all', label: t('registry.filter.anyState') },
          { value: 'on', label: t('registry.filter.on') },
          { value: 'off', label: t('registry.filter.off') },
        ]}
      />
      <span className="registry-page__count" aria-live="polite">
        {t('registry.filter.count', { shown, total })}
      </span>
    </div>
  );
}
