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
 * and open windows; never navigate the shell's top window. A page of the shell's own origin keeps
 * no origin: with it, its script could lift the sandbox and reach the shell's storage and window.
 */
const sandboxOf = (url: string) =>
  `allow-scripts ${new URL(url).origin === window.location.origin ? '' : 'allow-same-origin '}allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads`;

export type IframePageProps = {
  /**
   * The origins the user's menu and the sub-app registry name; an address elsewhere is shown only
   * once the user, told its host, chooses to open it. Undefined while they are still loading.
   */
  knownOrigins: ReadonlySet<string> | undefined;
};

/** /iframe: an external http(s) page inside the content area (spec §2, DESIGN §7). */
export function IframePage({ knownOrigins }: IframePageProps) {
  const query = useOwnQuery();
  const embedded = useMemo(() => embeddedUrlFrom(query), [query]);
  const [confirmedUrl, setConfirmedUrl] = useState<string | undefined>(undefined);

  if (!embedded.ok) {
    return <RefusedUrl reason={embedded.reason} value={embeddedUrlParameter(query)} />;
  }
  if (knownOrigins === undefined) return <Spin className="iframe-page__pending" />;
  const isKnown = knownOrigins.has(new URL(embedded.url).origin);
  if (!isKnown && confirmedUrl !== embedded.url) {
    return <UnknownAddress url={embedded.url} onOpen={() => setConfirmedUrl(embedded.url)} />;
  }
  // A new address is a new frame, with its own loading view.
  return <EmbeddedFrame key={embedded.url} url={embedded.url} />;
}

/**
 * An address no menu entry or registry entry names, from a link anyone could have written: the
 * user sees where it leads before anything of it is loaded inside the portal.
 */
function UnknownAddress({ url, onOpen }: { url: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { host } = new URL(url);

  return (
    <Result
      className="iframe-page__refused"
      status="warning"
      title={t('iframe.unknownTitle')}
      subTitle={t('iframe.unknownDescription')}
      extra={[
        <Button key="home" type="primary" onClick={() => void navigate('/wel/index')}>
          {t('iframe.backHome')}
        </Button>,
        <Button key="open" onClick={onOpen}>
          {t('iframe.openUnknown', { host })}
        </Button>,
      ]}
    >
      <div className="iframe-page__refused-value">
        <Typography.Text type="secondary">{t('iframe.unknownHost')}</Typography.Text>
        <Typography.Text strong data-testid="iframe-unknown-host">
          {host}
        </Typography.Text>
        <Typography.Text code>{printableValue(url)}</Typography.Text>
      </div>
    </Result>
  );
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
          sandbox={sandboxOf(url)}
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
