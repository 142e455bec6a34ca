import { httpSetup } from '@/lib/http/http-setup';
import { auditRoutes } from '@portal/contract/routes';
import type { AuditFilterValues } from './audit-events-query';

/** The file's name from the server's Content-Disposition, else a plain one. */
function filenameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'audit-events.csv';
}

/**
 * Downloads the CSV of the filter. The API wants the bearer token, which a link cannot send, so
 * the file is fetched here and handed to the browser as a download. Rejects with the server's
 * message (in the user's language) when it refuses.
 */
export async function exportAuditCsv(filter: AuditFilterValues): Promise<void> {
  const { settings, hooks } = httpSetup();
  const token = hooks.getToken();
  const query = new URLSearchParams(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(`${settings.baseURL}${auditRoutes.exportEvents.path}?${query}`, {
    credentials: 'include',
    headers: {
      'Accept-Language': hooks.getLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameOf(response.headers.get('content-disposition'));
    link.click();
  } finally {
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
