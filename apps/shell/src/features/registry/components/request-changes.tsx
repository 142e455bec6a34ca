import type { RegistryRequest } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntryChanges } from './entry-changes';

/** What a request changes: each field that differs, as it was and as asked, and what it raises. */
export function RequestChanges({ request }: { request: RegistryRequest }) {
  const { t } = useTranslation();
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
      <EntryChanges before={request.previous} after={request.proposed} />
    </div>
  );
}
