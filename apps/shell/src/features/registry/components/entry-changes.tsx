import type { RegistryEntry } from '@portal/contract';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
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

type ShownField = (typeof shownFields)[number];

/**
 * An entry as a request keeps it or as the audit trail recorded it (its pins a summary there,
 * and a field it did not have yet missing); null: no entry (a new route, or one removed).
 */
export type ComparedEntry = Partial<Record<ShownField, unknown>> | null;

/** How many files pins hold: a manifest lists them, the trail's summary counts them. */
const fileCount = (files: unknown) =>
  typeof files === 'number' ? files : Object.keys(files ?? {}).length;

/** A field's value for people, in the page's language. */
function valueOf(t: TFunction, entry: ComparedEntry, field: ShownField): string {
  const value = entry?.[field];
  if (value === undefined || value === null || value === '') return t('registry.noValue');
  if (typeof value === 'boolean') return t(value ? 'registry.yes' : 'registry.no');
  if (field === 'isolation') return t(`registry.isolation.${value as RegistryEntry['isolation']}`);
  if (Array.isArray(value))
    return value.length === 0
      ? t('registry.noValue')
      : value
          .map((scope) => t(`registry.scopes.${String(scope) as RegistryEntry['scopes'][number]}`))
          .join(t('registry.listSeparator'));
  if (field === 'pinned' && typeof value === 'object') {
    const pins = value as { release?: string | null; files?: unknown };
    return t('registry.pinnedRelease', {
      release: pins.release ?? t('registry.noValue'),
      count: fileCount(pins.files),
    });
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * What differs between two states of an entry: each field, as it was and as it is (or as asked).
 * Given one entry alone (a route added, or removed), every field it has a value in.
 */
export function EntryChanges({ before, after }: { before: ComparedEntry; after: ComparedEntry }) {
  const { t } = useTranslation();
  const isWhole = before === null || after === null;
  const fields = shownFields.filter((field) =>
    isWhole
      ? valueOf(t, before ?? after, field) !== t('registry.noValue')
      : valueOf(t, before, field) !== valueOf(t, after, field),
  );
  return (
    <ul className="registry-request__changes">
      {fields.map((field) => (
        <li key={field}>
          <Typography.Text type="secondary">{t(`registry.fields.${field}`)}</Typography.Text>{' '}
          {before !== null && (
            <Typography.Text delete={after !== null} className="registry-request__value">
              {valueOf(t, before, field)}
            </Typography.Text>
          )}{' '}
          {after !== null && (
            <Typography.Text
              strong
              className={
                before === null
                  ? 'registry-request__value'
                  : 'registry-request__value registry-request__value--after'
              }
            >
              {valueOf(t, after, field)}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}
