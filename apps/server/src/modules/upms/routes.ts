import {
  envelopeSchema,
  firmUserQuerySchema,
  menuTreeResponseSchema,
  upmsEndpoints,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { pathBelowPrefix, registerEndpoint } from '../../http/register-endpoint';
import { requireFreshProof } from '../../plugins/app/require-fresh-proof';
import { passwordProfiles } from '../../lib/password-profiles';
import { sendSerialized, serializeToBytes } from '../../http/send-serialized';
import { callerOf } from '../../plugins/app/authentication';
import { createStampedCache } from '../../repositories/stamped-cache';
import { checkCoreCacheExpiring, type ShellSessionTimers } from './check-core-cache-expiring';
import { chooseFirm } from './choose-firm';
import { editPassword } from './edit-password';
import { getFirmUserInfo } from './get-firm-user-info';
import { getMenuTree } from './get-menu-tree';
import { getPasswordStatus } from './get-password-status';
import { getOrganizationTree } from './get-organization-tree';
import { listCalendarPeople } from './list-calendar-people';
import { listLoginFirms } from './list-login-firms';
import { searchUserDetails } from './search-user-details';
import { endSession, listSessions } from './user-sessions';

export type UpmsRoutesOptions = {
  /** The shell's idle timers, which decide when a session counts as expiring. */
  sessionTimers: ShellSessionTimers;
};

/** User and permission calls of spec §7 (protected: the auth hook runs first). */
const upmsRoutes: FastifyPluginAsyncZod<UpmsRoutesOptions> = async (app, { sessionTimers }) => {
  registerEndpoint(app, upmsEndpoints.listLoginFirms, async (request) =>
    ok(await listLoginFirms(callerOf(request), app.repositories.firms)),
  );

  registerEndpoint(app, upmsEndpoints.getFirmUserInfo, async (request) =>
    ok(await getFirmUserInfo(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, upmsEndpoints.chooseFirm, async (request) => {
    const caller = callerOf(request);
    const { firmId } = request.query;
    const switched = { object: { type: 'firm', id: firmId }, details: { from: caller.firmId } };
    try {
      await chooseFirm(caller, request.query, app.repositories);
    } catch (error) {
      // A firm or user the caller may not see: the 404 that answers as if it did not exist.
      if (error instanceof AppError && error.statusCode === 404) {
        await request.audit({
          event: 'firm.switch',
          result: 'refused',
          reason: error.messageKey,
          ...switched,
        });
      }
      throw error;
    }
    await request.audit({ event: 'firm.switch', result: 'success', firmId, ...switched });
    return ok(true);
  });

  // Kept per app: most calls send the envelope the route's serializer wrote for an earlier one.
  const menuTrees = {
    roles: createStampedCache<number[]>(2_000),
    answers: createStampedCache<Buffer>(256),
  };
  // Registered by hand: its handler sends those bytes itself instead of answering an envelope.
  app.get(
    pathBelowPrefix(app.prefix, upmsEndpoints.getMenuTree.path),
    {
      schema: {
        querystring: firmUserQuerySchema,
        response: {
          200: envelopeSchema(menuTreeResponseSchema),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
          403: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await getMenuTree(callerOf(request), request.query, app.repositories, {
        ...menuTrees,
        prepare: (tree) => serializeToBytes(reply, ok(tree)),
      });
      return sendSerialized(reply, body);
    },
  );

  registerEndpoint(app, upmsEndpoints.editPassword, async (request) => {
    // The current password is proved with the session's proof of the last five minutes.
    await requireFreshProof(request);
    const caller = callerOf(request);
    const profile = passwordProfiles[app.config.passwordProfile];
    const options = { ...request.body, now: app.clock.now(), profile };
    const account = { object: { type: 'user', id: caller.userId } };
    let revoked: number;
    try {
      ({ revoked } = await editPassword(caller, options, app.repositories));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) {
        await request.audit({
          event: 'password.change',
          result: 'failure',
          reason: error.messageKey,
          ...account,
        });
      }
      throw error;
    }
    await request.audit({ event: 'password.change', result: 'success', ...account });
    // The user's other sign-ins end with the old password (docs/security.md).
    if (revoked > 0) {
      await request.audit({
        event: 'token.revoke',
        result: 'success',
        reason: 'password.change',
        ...account,
        details: { count: revoked },
      });
    }
    return ok(true);
  });

  registerEndpoint(app, upmsEndpoints.getPasswordStatus, async (request) =>
    ok(
      await getPasswordStatus(
        callerOf(request),
        { now: app.clock.now(), profile: passwordProfiles[app.config.passwordProfile] },
        app.repositories.users,
      ),
    ),
  );

  // The duty is read with the token (plugins/app/authentication.ts): no query of its own.
  registerEndpoint(app, upmsEndpoints.getDuty, async (request) =>
    ok({ duty: callerOf(request).duty }),
  );

  registerEndpoint(app, upmsEndpoints.listSessions, async (request) =>
    ok(await listSessions(callerOf(request), app.clock.now(), app.repositories.accessTokens)),
  );

  registerEndpoint(app, upmsEndpoints.endSession, async (request) => {
    const { id } = request.body;
    await endSession(callerOf(request), id, app.clock.now(), app.repositories.accessTokens);
    await request.audit({ event: 'session.end', result: 'success', object: { type: 'token', id } });
    return ok(true);
  });

  registerEndpoint(app, upmsEndpoints.endOtherSessions, async (request) => {
    const caller = callerOf(request);
    const ended = await app.repositories.accessTokens.revokeOfUser(
      caller.userId,
      { allBut: caller.tokenId },
      app.clock.now(),
    );
    await request.audit({ event: 'session.end-others', result: 'success', details: { ended } });
    return ok(ended);
  });

  registerEndpoint(app, upmsEndpoints.recordLockEvent, async (request) => {
    const { event, result } = request.body;
    await request.audit({
      event: event === 'lock' ? 'session.lock' : 'session.unlock',
      result,
      reason: result === 'failure' ? 'lock.wrongPassword' : null,
      object: { type: 'token', id: callerOf(request).tokenId },
      details: { method: 'lock-password' },
    });
    return ok(true);
  });

  registerEndpoint(app, upmsEndpoints.checkCoreCacheExpiring, async (request) =>
    ok(
      await checkCoreCacheExpiring(
        callerOf(request),
        { query: request.query, now: app.clock.now(), timers: sessionTimers },
        app.repositories.coreCacheSessions,
      ),
    ),
  );

  registerEndpoint(app, upmsEndpoints.listCalendarPeople, async (request) =>
    ok(await listCalendarPeople(callerOf(request), app.repositories)),
  );

  registerEndpoint(app, upmsEndpoints.getOrganizationTree, async (request) =>
    ok(await getOrganizationTree(callerOf(request), request.body ?? {}, app.repositories)),
  );

  registerEndpoint(app, upmsEndpoints.searchUserDetails, async (request) =>
    ok(await searchUserDetails(callerOf(request), request.body, app.repositories)),
  );
};

export default upmsRoutes;
