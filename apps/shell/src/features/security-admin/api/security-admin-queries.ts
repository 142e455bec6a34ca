import type { SecurityActionRequest, SecuritySessionActionRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { securityRoutes } from '@portal/contract/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

// Accounts and sessions are the platform's, the same whichever firm is on screen: global keys.

/** A refusal stays a refusal: asking again would only record a second one. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof HttpError && error.status === 403);

export const securityAdminKeys = {
  all: (userId: number) => globalKey('securityAdmin', userId),
};

/** Accounts whose username or display name holds `query`, a page per cursor. Silent. */
export const securityUsersQuery = (userId: number, query: string) =>
  infiniteQueryOptions({
    queryKey: globalKey('securityAdmin', userId, 'users', query),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(securityRoutes.listUsers, {
        query: { ...(query ? { query } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
        silent: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryUnlessRefused,
    // Sessions come and go: what is there now.
    staleTime: 0,
  });

/** The live sessions of one user. Silent. */
export const securityUserSessionsQuery = (userId: number, targetId: number) =>
  queryOptions({
    queryKey: globalKey('securityAdmin', userId, 'sessions', targetId),
    queryFn: ({ signal }) =>
      callEndpoint(securityRoutes.listUserSessions, {
        query: { userId: targetId },
        signal,
        silent: true,
      }),
    retry: retryUnlessRefused,
    staleTime: 0,
  });

export type SecurityAction =
  'endSessions' | 'endSession' | 'disable' | 'enable' | 'resetFactors' | 'unlock';

/** What an action changed, for its message: how many of each thing. */
export type SecurityActionOutcome = Record<string, number>;

/**
 * Runs an action on an account (on one of its sessions, for `endSession`: the body names it);
 * answers what it changed. Silent: the page says.
 */
export async function runSecurityAction(
  action: SecurityAction,
  body: SecurityActionRequest | SecuritySessionActionRequest,
): Promise<SecurityActionOutcome> {
  switch (action) {
    case 'endSessions':
      return {
        count: (await callEndpoint(securityRoutes.endUserSessions, { body, silent: true })).ended,
      };
    case 'endSession': {
      if (!('sessionId' in body)) throw new Error('endSession names no session');
      return {
        count: (await callEndpoint(securityRoutes.endUserSession, { body, silent: true })).ended,
      };
    }
    case 'disable':
      return {
        count: (await callEndpoint(securityRoutes.disableUser, { body, silent: true })).ended,
      };
    case 'enable':
      await callEndpoint(securityRoutes.enableUser, { body, silent: true });
      return {};
    case 'resetFactors': {
      const removed = await callEndpoint(securityRoutes.resetUserFactors, { body, silent: true });
      return {
        passkeys: removed.passkeys,
        apps: removed.totp ? 1 : 0,
        recoveryCodes: removed.recoveryCodes,
      };
    }
    case 'unlock':
      return {
        count: (await callEndpoint(securityRoutes.unlockUser, { body, silent: true })).failures,
      };
  }
}
