import { releaseEndpoints, resultCode } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { credentialOf } from '../../http/session-cookie';
import { RequestValidationError } from '../../http/validator-compiler';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { pinsSummary } from '../../lib/stored-pins';
import type { ActiveTeamToken } from '../../repositories/sub-app-team-token-repository';
import { teamTokenPrefix } from './issue-team-token';
import { publishRelease } from './publish-release';

/** The team token each publishing request came with. */
const teams = new WeakMap<FastifyRequest, ActiveTeamToken>();

/** What a refused publish is recorded with: the message it got, the field of a bad one. */
function refusalOf(error: unknown): { reason: string; field?: string } | null {
  if (error instanceof AppError)
    return error.statusCode < 500 ? { reason: error.messageKey } : null;
  if (error instanceof RequestValidationError) {
    const field = error.fields[0]?.field;
    return { reason: 'request.invalidField', ...(field ? { field } : {}) };
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  return status < 500 ? { reason: 'request.invalid' } : null;
}

/** The app and version a body names, as far as it names them (a refused body may not). */
function namedIn(body: unknown): { app?: string; version?: string } {
  const { app, version } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  return {
    ...(typeof app === 'string' ? { app: app.slice(0, 64) } : {}),
    ...(typeof version === 'string' ? { version: version.slice(0, 64) } : {}),
  };
}

/**
 * POST /subApps/releases/publish, outside the session's routes: the one call a team token makes
 * (`Authorization: Bearer portal_team_…`). Any other credential goes through the session's check
 * (401 as on every protected route), then gets 403: a staff member's session, whatever it may
 * otherwise do, publishes nothing. Every publish with a team token is recorded, a refused one as
 * refused with why.
 */
const publishReleaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onError', async (request, _reply, error) => {
    const team = teams.get(request);
    const refusal = refusalOf(error);
    if (!team || !refusal) return;
    const { app: named, version } = namedIn(request.body);
    await request.audit({
      event: 'release.publish',
      result: 'refused',
      reason: refusal.reason,
      object: { type: 'sub-app-release', id: `${named ?? team.app}@${version ?? ''}` },
      details: {
        app: named ?? null,
        version: version ?? null,
        teamToken: team.id,
        tokenName: team.name,
        tokenApp: team.app,
        ...(refusal.field ? { field: refusal.field } : {}),
      },
    });
  });

  registerEndpoint(
    app,
    releaseEndpoints.publish,
    async (request) => {
      const team = teams.get(request);
      if (!team) throw new AppError(403, resultCode.failure, 'releases.teamTokenOnly');
      const { release } = await publishRelease(
        { team, release: request.body, now: app.clock.now(), isDemo: app.config.demo },
        app.repositories,
      );
      const summary = pinsSummary(request.body.manifest);
      await request.audit({
        event: 'release.publish',
        result: 'success',
        object: { type: 'sub-app-release', id: `${release.app}@${release.version}` },
        details: {
          app: release.app,
          version: release.version,
          url: release.url,
          files: release.files,
          sha256: summary?.sha256 ?? null,
          teamToken: team.id,
          tokenName: team.name,
        },
      });
      return ok(release);
    },
    {
      onRequest: async (request, reply) => {
        const credential = credentialOf(request);
        if (credential?.startsWith(teamTokenPrefix)) {
          const team = await app.repositories.subAppTeamTokens.use(
            hashOpaqueToken(credential),
            app.clock.now(),
          );
          if (!team) throw new AppError(401, resultCode.unauthorized, 'releases.teamTokenUnknown');
          teams.set(request, team);
          return;
        }
        await app.authenticate(request, reply);
      },
      // After validation: bad input is a 400 for anyone, as on every route.
      preHandler: async (request) => {
        if (!teams.has(request)) {
          throw new AppError(403, resultCode.failure, 'releases.teamTokenOnly');
        }
      },
    },
  );
};

export default publishReleaseRoute;
