import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whom Fastify believes about the client's address (its `trustProxy` option): nobody (false), or
 * the proxies at these addresses or CIDR ranges.
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for the usual private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts nobody (X-Forwarded-For is ignored); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges. `true` (trust every sender) is
 * refused, since any client could then choose the address it is counted under; so is a hop
 * count, which Fastify 5 no longer honours (it cannot tell a proxy from a client).
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'expected the addresses or CIDR ranges of your proxies, e.g. 10.0.0.5,10.1.0.0/16',
    });
    return z.NEVER;
  });
