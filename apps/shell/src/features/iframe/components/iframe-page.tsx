import { ExportOutlined } from '@ant-design/icons';
import { Button, Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  embeddedUrlFrom,
  embeddedUrlParameter,
  printableValue,
  type EmbeddedUrlRefusal,
} from '../embedded-url';
import './iframe-page.css';

/**
 * What the embedded page may do: run its own scripts and forms, keep its origin (cookies, storage)
 * and open windows; never navigate the shell's top window.
 */
const sandbox =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** /iframe: an external http(s) page inside the content area (spec §2, DESIGN §7). */
export function IframePage() {
  const query = useOwnQuery();
  const embedded = useMemo(() => embeddedUrlFrom(query), [query]);

  if (!embedded.ok) {
    return <RefusedUrl reason={embedded.reason} value={embeddedUrlParameter(query)} />;
  }
  // A new address is a new frame, with its own loading view.
  return <EmbeddedFrame key={embedded.url} url={embedded.url} />;
}

/**
 * The query this page was opened with. A kept-alive tab stays mounted while another page is shown:
 * it must not follow the other page's address. Effects do not run in a hidden tab, so the query
 * follows the location only while the page is on screen.
 */
function useOwnQuery() {
  // A link may leave '#' unencoded; it then starts the shell's hash, which still belongs to `url`.
  const { search, hash } = useLocation();
  const current = search + hash;
  const [query, setQuery] = useState(current);
  // Deliberately an Effect, not a render-time update: it is what does not run while hidden.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setQuery(current), [current]);
  return query;
}

function EmbeddedFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  const [isLoading, setIsLoading] = useState(true);
  const { host } = new URL(url);

  return (
    <div className="iframe-page">
      <div className="iframe-page__toolbar">
        <span className="iframe-page__address" title={url}>
          <span className="iframe-page__visually-hidden">{t('iframe.address')}</span>
          {url}
        </span>
        <a className="iframe-page__open" href={url} target="_blank" rel="noopener noreferrer">
          <ExportOutlined aria-hidden="true" />
          <span>{t('iframe.openInNewWindow')}</span>
        </a>
      </div>
      <div className="iframe-page__body">
        <iframe
          className="iframe-page__frame"
          src={url}
          title={t('iframe.frameTitle', { host })}
          sandbox={sandbox}
          referrerPolicy="no-referrer"
          onLoad={() => setIsLoading(false)}
        />
        {isLoading && (
          <div className="iframe-page__loading" role="status">
            <Spin size="large" description={t('iframe.loading')} />
          </div>
        )}
      </div>
    </div>
  );
}

const refusalKeys = {
  missing: { title: 'iframe.missingTitle', description: 'iframe.missingDescription' },
  invalid: { title: 'iframe.invalidTitle', description: 'iframe.invalidDescription' },
  scheme: { title: 'iframe.schemeTitle', description: 'iframe.schemeDescription' },
} as const satisfies Record<EmbeddedUrlRefusal, { title: string; description: string }>;

/** Says why nothing was loaded; the refused address is shown as plain text, never as a link. */
function RefusedUrl({ reason, value }: { reason: EmbeddedUrlRefusal; value: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys = refusalKeys[reason];

  return (
    <Result
      className="iframe-page__refused"
      status={reason === 'missing' ? 'warning' : 'error'}
      title={t(keys.title)}
      subTitle={t(keys.description)}
      extra={
        <Button type="primary" onClick={() => void navigate('/wel/index')}>
          {t('iframe.backHome')}
        </Button>
      }
    >
      {reason !== 'missing' && value !== null && (
        <div className="iframe-page__refused-value">
          <Typography.Text type="secondary">{t('iframe.refusedValue')}</Typography.Text>
          <Typography.Text code data-testid="iframe-refused-value">
            {printableValue(value)}
          </Typography.Text>
        </div>
      )}
    </Result>
  );
}
