/** How a post to a webhook ended: taken (a 2xx), or not, with the status or the error. */
export type WebhookAnswer = { isTaken: boolean; status: number | null; error: string | null };

/**
 * Posts JSON to a webhook and tells whether it was taken. Never throws: a receiver that is down,
 * slow (past `timeoutMs`) or answers an error is an answer like any other, to be tried again.
 */
export async function postWebhook(
  url: string,
  json: string,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<WebhookAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'portal-server alerts' },
      body: json,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    const isTaken = response.status >= 200 && response.status <= 299;
    return { isTaken, status: response.status, error: isTaken ? null : `HTTP ${response.status}` };
  } catch (error) {
    const { message, cause } = error as { message?: string; cause?: { code?: string } };
    return { isTaken: false, status: null, error: cause?.code ?? message ?? 'unreachable' };
  }
}
