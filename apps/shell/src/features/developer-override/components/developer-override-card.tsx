import { useRegistry } from '@/lib/runtime-config';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  clearDeveloperOverride,
  developerOverrideQuery,
  reloadPage,
  setDeveloperOverride,
} from '../api/developer-override-queries';
import { appTitleOf } from '../app-title';
import './developer-override-card.css';

type Fields = { app: string; url: string };

export type DeveloperOverrideCardProps = {
  userId: number;
  className?: string;
  /** After a change: the page loads again, its policy admitting the server or no longer. */
  onChanged?: () => void;
};

/**
 * On the settings page of a developer of an app (decision 0026): run it from their development
 * server in this session, or end that. Shows nothing to anyone without a grant.
 */
export function DeveloperOverrideCard({
  userId,
  className,
  onChanged = reloadPage,
}: DeveloperOverrideCardProps) {
  const { t, i18n } = useTranslation();
  const registry = useRegistry();
  const state = useQuery(developerOverrideQuery(userId));
  const set = useMutation({
    mutationFn: ({ app, url }: Fields) => setDeveloperOverride(app, url),
    onSuccess: onChanged,
  });
  const end = useMutation({ mutationFn: clearDeveloperOverride, onSuccess: onChanged });

  if (!state.data || state.data.apps.length === 0) return null;
  const { allowed, apps, override } = state.data;
  const titleOf = (name: string) => appTitleOf(name, registry, i18n.language);
  const failure = set.error ?? end.error;

  return (
    <Card
      className={className}
      variant="borderless"
      title={
        <h2 className="developer-override-card__title">{t('developerOverride.card.title')}</h2>
      }
    >
      <p className="developer-override-card__description">
        {t('developerOverride.card.description')}
      </p>
      {!allowed && <Alert type="info" showIcon title={t('developerOverride.card.notAllowed')} />}
      {override && (
        <div className="developer-override-card__current" data-testid="developer-override-current">
          <span className="developer-override-card__current-text">
            {t('developerOverride.card.current', { app: titleOf(override.app), url: override.url })}
          </span>
          <Button danger loading={end.isPending} onClick={() => end.mutate()}>
            {t('developerOverride.card.end')}
          </Button>
        </div>
      )}
      {allowed && (
        <Form<Fields>
          layout="vertical"
          aria-label={t('developerOverride.card.formLabel')}
          initialValues={{ app: override?.app ?? apps[0], url: override?.url ?? '' }}
          onFinish={(fields) => set.mutate(fields)}
          className="developer-override-card__form"
          requiredMark={false}
        >
          <Form.Item name="app" label={t('developerOverride.card.app')}>
            <Select
              options={apps.map((name) => ({ value: name, label: titleOf(name) }))}
              aria-label={t('developerOverride.card.app')}
            />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('developerOverride.card.url')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('developerOverride.card.urlRequired'),
              },
            ]}
          >
            <Input
              placeholder={t('developerOverride.card.urlPlaceholder')}
              maxLength={512}
              autoComplete="off"
              spellCheck={false}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={set.isPending}>
            {t('developerOverride.card.set')}
          </Button>
        </Form>
      )}
      {failure && (
        <Alert
          className="developer-override-card__failure"
          type="error"
          showIcon
          title={failure.message}
        />
      )}
    </Card>
  );
}
