export type FetchFileOptions = { timeoutMs?: number; maxBytes?: number };

/**
 * The bytes at an http(s) url, or null when it does not answer 200 in time or is larger than
 * `maxBytes`: a map fetched for a report must not hold the server up, nor fill its memory.
 */
export async function fetchFile(
  url: string,
  { timeoutMs = 5_000, maxBytes = 32 * 1024 * 1024 }: FetchFileOptions = {},
): Promise<Uint8Array | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) return null;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
