import type { RegistryEntry, TrustRaise } from '@portal/contract';

/** Where an app's code comes from: a path is the portal's own origin, deployed with it. */
function originOf(url: string | null): string | null {
  if (url === null) return null;
  if (url.startsWith('/')) return 'portal';
  return URL.canParse(url) ? new URL(url).origin : url;
}

/**
 * What a change of a registry entry (`previous` null for a new route) raises of the app's trust
 * (docs/sub-apps.md, "Changes that raise an app's trust"): in micro-app isolation its code runs in
 * the shell's origin with the user's power, so code from another origin than before, or an app
 * leaving its own frame, is new trust; so is a frame given the user's token, a scope its own
 * token did not hold, and pins removed (the app then runs whatever its url serves). Empty: an
 * ordinary change, made at once. The portal's own paths are deployed with the portal, not new
 * trust; nor is a scope taken away, nor pins given or changed to a new release's (a new entry
 * starting unpinned removes none).
 */
export function trustRaisedBy(previous: RegistryEntry | null, next: RegistryEntry): TrustRaise[] {
  const raises: TrustRaise[] = [];
  if (next.isolation === 'micro-app' && next.url !== null) {
    const origin = originOf(next.url);
    const before = previous?.isolation === 'micro-app' ? originOf(previous.url) : null;
    if (origin !== 'portal' && origin !== before) raises.push('origin');
    if (previous?.isolation === 'frame') raises.push('isolation');
  }
  const hadToken = previous?.isolation === 'frame' && previous.grantToken;
  if (next.isolation === 'frame' && next.grantToken && !hadToken) raises.push('grantToken');
  const held = new Set(previous?.scopes ?? []);
  if (next.scopes.some((scope) => !held.has(scope))) raises.push('scopes');
  if (previous !== null && previous.pinned !== null && next.pinned === null) {
    raises.push('unpinned');
  }
  return raises;
}
