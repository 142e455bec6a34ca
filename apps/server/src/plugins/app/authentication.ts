import { resultCode, type Duty } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { credentialOf } from '../../http/session-cookie';
import { storedAppScopes } from '../../lib/app-scopes';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { MessageKey } from '../../messages/catalogue';
import type { Repositories } from '../../repositories/create-repositories';
import type { MembershipDetail } from '../../repositories/membership-repository';
import { createStampedCache, type StampedCache } from '../../repositories/stamped-cache';
import { renewForActivity, reportsActivity } from './session-activity';

// Who is calling and which firm they work in: the one place these rules live. Protected routes
// run `authenticate` first; modules read the caller with `callerOf(request)` and ask it for firms.

/** The caller's place in a firm: the firm, their departments and their name. */
export type FirmMembership = MembershipDetail;

/**
 * The data stamps read with the token (migration 0009): what a cache may answer for this request.
 * Null when the database has none (a cache then keeps nothing).
 */
export type DataStamps = {
  /** Users, firms, departments and memberships. */
  organisation: string | null;
  /** Roles, the users holding them, menus, menu grants and button codes. */
  permissions: string | null;
  /** The sub-application registry (migration 0019): a menu leaves out the apps turned off. */
  registry: string | null;
};

/** Who is calling: the holder of a valid access token whose own session is alive. */
export type Caller = {
  tokenId: number;
  userId: number;
  username: string;
  /** The firm chosen for this token with POST /upms/role/choose, if any. */
  firmId: number | null;
  /** The platform duty the caller holds (migration 0020), read with the token: null for most. */
  duty: Duty | null;
  /**
   * The sub-app whose own token calls (its registry name, POST /auth/app-token); null for the
   * shell's token. Every audit record of the call names it.
   */
  app: string | null;
  stamps: DataStamps;
  /**
   * The firm a call works in when it names none: the one chosen for the token, else the
   * caller's first. 403 when there is none, or the caller has since left it.
   */
  currentFirm: () => Promise<FirmMembership>;
  /**
   * The caller's membership of a firm the call names (the current firm when it names none). A
   * firm the caller is not a member of is 404, exactly as one that does not exist.
   */
  firm: (firmId?: number) => Promise<FirmMembership>;
  /** Whether the caller is a member of a firm, such as the one an object belongs to. */
  isMemberOf: (firmId: number) => Promise<boolean>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    /** onRequest hook of every protected route: sets request.caller or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Records `session.expire` of a token past its lifetime, once whoever finds it first. */
    recordSessionExpiry: (
      request: FastifyRequest,
      which: Parameters<Repositories['accessTokens']['markExpiryRecorded']>[0],
      now: string,
      username?: string,
    ) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** 401 with code 401: the shell signs the user out (spec §8). */
export const signInAgain = () => new AppError(401, resultCode.unauthorized, 'auth.signInAgain');

/** How a token that no longer works ended (`AccessTokenRepository.endOf`). */
export type TokenEnd = NonNullable<Awaited<ReturnType<Repositories['accessTokens']['endOf']>>>;

/** What the shell is told of a session that ended, by how it ended; `now` is ISO 8601 text. */
export function sessionEndMessage(end: TokenEnd, now: string): MessageKey {
  if (end.userStatus !== 1) return 'auth.sessionEndedByAdmin';
  if (end.revokedAt === null) {
    if (end.expiresAt <= now) return 'auth.sessionExpired';
    return end.sessionExpiresAt === null || end.sessionExpiresAt <= now
      ? 'auth.sessionEnded'
      : 'auth.signInAgain';
  }
  const byReason: Record<string, MessageKey> = {
    admin: 'auth.sessionEndedByAdmin',
    user: 'auth.sessionEndedByUser',
    password: 'auth.sessionEndedByPassword',
    'sign-out': 'auth.sessionSignedOut',
  };
  return byReason[end.revokedReason ?? ''] ?? 'auth.signInAgain';
}

/** 401 with code 401 for a token whose core-cache session has ended (ASVS 7.3.1). */
const sessionEnded = () => new AppError(401, resultCode.unauthorized, 'auth.sessionEnded');

const notInFirm = () => new AppError(403, resultCode.failure, 'upms.notInFirm');
const appTokenRefused = () => new AppError(403, resultCode.failure, 'auth.appTokenRefused');
const noSuchFirm = () => new AppError(404, resultCode.failure, 'upms.firmNotFound');

type Identity = Pick<
  Caller,
  'tokenId' | 'userId' | 'username' | 'firmId' | 'duty' | 'app' | 'stamps'
>;

/** Whether an app's token holds the scope the route needs; a route needing none is the shell's. */
function isInScope(request: FastifyRequest, scopes: string | null): boolean {
  const { appScope } = request.routeOptions.config;
  return appScope !== undefined && appScope !== null && storedAppScopes(scopes).includes(appScope);
}

/** What callers' firms the app keeps between requests, at the organisation stamp. */
type OrganisationCache = {
  memberships: StampedCache<FirmMembership | undefined>;
  firstFirms: StampedCache<number | undefined>;
};

/**
 * The caller, asking the database for a membership once per firm and change of the
 * organisation (any instance's, or straight in the database).
 */
function callerWithFirms(
  identity: Identity,
  { memberships, colleagues }: Pick<Repositories, 'memberships' | 'colleagues'>,
  kept: OrganisationCache,
): Caller {
  const { userId, stamps } = identity;
  const membershipOf = (firmId: number) =>
    kept.memberships.answer(stamps.organisation, `${userId}:${firmId}`, async () => {
      const membership = await memberships.findDetail(userId, firmId);
      // Shared by the requests that follow: nobody may change it.
      return membership && Object.freeze(membership);
    });
  const currentFirm = async () => {
    const firmId =
      identity.firmId ??
      (await kept.firstFirms.answer(stamps.organisation, String(userId), () =>
        colleagues.firstFirmOf(userId),
      ));
    const membership = firmId === undefined ? undefined : await membershipOf(firmId);
    if (!membership) throw notInFirm();
    return membership;
  };
  return {
    ...identity,
    currentFirm,
    firm: async (firmId) => {
      if (firmId === undefined) return currentFirm();
      const membership = await membershipOf(firmId);
      if (!membership) throw noSuchFirm();
      return membership;
    },
    isMemberOf: async (firmId) => (await membershipOf(firmId)) !== undefined,
  };
}

/**
 * What a signed-in shell's menu and registry were made of: the permissions and the registry at
 * this moment. Short, and the same on every instance for the same data.
 */
export const menuVersionOf = ({ permissions, registry }: DataStamps) =>
  `${(permissions ?? '-').slice(0, 12)}.${(registry ?? '-').slice(0, 12)}`;

/** The authenticated caller of a protected route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw signInAgain();
  return request.caller;
}

export default fp(
  async (app) => {
    app.decorateRequest('caller', null);
    const kept: OrganisationCache = {
      memberships: createStampedCache(2_000),
      firstFirms: createStampedCache(2_000),
    };
    /**
     * Records `session.expire` the first time a token past its absolute (TOKEN_TTL_SECONDS) or
     * idle (CORE_CACHE_TTL_SECONDS) lifetime is refused or seen ended by a watching window
     * (modules/auth/session-watch-route.ts), on whichever instance: the token's row is marked in
     * the same statement that decides who records it. Never fails the refusal.
     */
    const recordExpiry = async (
      request: FastifyRequest,
      which: Parameters<Repositories['accessTokens']['markExpiryRecorded']>[0],
      now: string,
      username?: string,
    ) => {
      try {
        const expired = await app.repositories.accessTokens.markExpiryRecorded(which, now);
        if (!expired) return;
        const kind = 'idleTokenId' in which ? 'idle' : 'absolute';
        await request.audit({
          event: 'session.expire',
          result: 'success',
          userId: expired.userId,
          username: username ?? (await app.repositories.users.findById(expired.userId))?.username,
          // The firm the session worked in: the one chosen, else the user's first.
          firmId:
            expired.firmId ??
            (await app.repositories.colleagues.firstFirmOf(expired.userId)) ??
            null,
          object: { type: 'token', id: expired.tokenId },
          details: { kind },
        });
      } catch (error) {
        request.log.error({ err: error }, 'session expiry not recorded');
      }
    };
    app.decorate('recordSessionExpiry', recordExpiry);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = credentialOf(request);
      if (!token) throw signInAgain();
      const now = app.clock.now().toISOString();
      const tokenHash = hashOpaqueToken(token);
      const found = await app.repositories.accessTokens.findActiveByHash(tokenHash, now);
      if (!found) {
        // Unknown, revoked or expired: only an expiry is recorded, once per token. The answer
        // says how a session ended (an administrator, a password change…), as its watch does.
        await recordExpiry(request, { expiredHash: tokenHash }, now);
        const end = await app.repositories.accessTokens.endOf({ tokenHash });
        if (!end) throw signInAgain();
        throw new AppError(401, resultCode.unauthorized, sessionEndMessage(end, now));
      }
      const {
        sessionExpiresAt,
        organisationStamp,
        permissionsStamp,
        registryStamp,
        duty,
        scopes,
        sessionTokenId,
        ...identity
      } = found;
      // The token's own session (an app's token: the session it was minted from): the user's
      // other sign-ins neither keep it alive nor end it. Timestamps are ISO 8601 text in UTC,
      // which compares correctly as text.
      if (sessionExpiresAt === null || sessionExpiresAt <= now) {
        await recordExpiry(request, { idleTokenId: sessionTokenId }, now, identity.username);
        throw sessionEnded();
      }
      const stamps = {
        organisation: organisationStamp,
        permissions: permissionsStamp,
        registry: registryStamp,
      };
      request.caller = callerWithFirms(
        { ...identity, duty: (duty as Duty | null) ?? null, stamps },
        app.repositories,
        kept,
      );
      // Deny by default: an app's token calls the routes of its scopes and nothing else. The
      // caller is known by now, so the audit's record of the refusal names the user and the app.
      if (identity.app !== null && !isInScope(request, scopes)) throw appTokenRefused();
      // Before the route reads the session (the idle check answers with the renewal counted).
      if (identity.app === null && reportsActivity(request)) {
        await renewForActivity(
          {
            tokenId: sessionTokenId,
            ttlSeconds: app.config.coreCacheTtlSeconds,
            now: new Date(now),
          },
          app.repositories.coreCacheSessions,
        );
      }
      // The shell asks again for its menu and registry when this changes (docs/sub-apps.md).
      reply.header('x-portal-data-version', menuVersionOf(stamps));
    });
  },
  { name: 'authentication', dependencies: ['config', 'repositories', 'clock'] },
);
