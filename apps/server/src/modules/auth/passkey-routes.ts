import { passkeyEndpoints, resultCode, type Passkey } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { deviceOf } from '../../lib/device-of';
import { callerOf, signInAgain } from '../../plugins/app/authentication';
import type { StoredPasskey } from '../../repositories/passkey-repository';
import {
  asAuthenticationResponse,
  asRegistrationResponse,
  finishRegistration,
  startAuthentication,
  startRegistration,
  verifyAssertion,
} from './passkey-ceremonies';
import { relyingPartyOf } from './relying-party';
import { requireFreshProof } from '../../plugins/app/require-fresh-proof';

/** What the list shows of a passkey. */
const passkeyView = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): Passkey => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

/**
 * The caller's own passkeys under /upms/user/passkeys (protected): list, add and remove (each
 * after a proof of the last five minutes on this session, POST /upms/user/proof), rename, and
 * the check that unlocks the lock screen or proves the user.
 */
const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor } = app.config;
  // While the policy is off, no passkey is offered or used.
  app.addHook('preHandler', async () => {
    if (secondFactor.policy === 'off') throw new AppError(403, resultCode.failure, 'passkey.off');
  });
  const rpOf = (request: FastifyRequest) => relyingPartyOf(secondFactor, request);

  registerEndpoint(app, passkeyEndpoints.listPasskeys, async (request) =>
    ok((await app.repositories.passkeys.listOfUser(callerOf(request).userId)).map(passkeyView)),
  );

  registerEndpoint(app, passkeyEndpoints.startPasskeyRegistration, async (request) => {
    await requireFreshProof(request);
    const user = await app.repositories.users.findById(callerOf(request).userId);
    if (!user) throw signInAgain();
    return ok(
      await startRegistration(
        { id: user.id, username: user.username, displayName: user.display_name },
        { rp: rpOf(request), now: app.clock.now() },
        app.repositories,
      ),
    );
  });

  registerEndpoint(app, passkeyEndpoints.finishPasskeyRegistration, async (request) => {
    // Again at the end: a proof that ran out while the browser asked does not add a passkey.
    await requireFreshProof(request);
    const caller = callerOf(request);
    const { challengeId, credential, name } = request.body;
    const passkey = await finishRegistration(
      {
        userId: caller.userId,
        challengeId,
        credential: asRegistrationResponse(credential),
        name:
          name ??
          deviceOf(request.headers['user-agent'] ?? null) ??
          request.t('passkey.defaultName'),
        rp: rpOf(request),
        now: app.clock.now(),
      },
      app.repositories,
    );
    await request.audit({
      event: 'second-factor.enrol',
      result: 'success',
      object: { type: 'passkey', id: passkey.id },
      details: { kind: 'passkey', name: passkey.name },
    });
    return ok(passkeyView(passkey));
  });

  registerEndpoint(app, passkeyEndpoints.renamePasskey, async (request) => {
    const { id, name } = request.body;
    const renamed = await app.repositories.passkeys.rename(callerOf(request).userId, id, name);
    if (!renamed) throw new AppError(404, resultCode.failure, 'passkey.notFound');
    return ok(true);
  });

  registerEndpoint(app, passkeyEndpoints.removePasskey, async (request) => {
    await requireFreshProof(request);
    const { id } = request.body;
    const removed = await app.repositories.passkeys.remove(callerOf(request).userId, id);
    if (!removed) throw new AppError(404, resultCode.failure, 'passkey.notFound');
    await request.audit({
      event: 'second-factor.remove',
      result: 'success',
      object: { type: 'passkey', id },
      details: { kind: 'passkey', name: removed.name },
    });
    return ok(true);
  });

  registerEndpoint(app, passkeyEndpoints.startPasskeyCheck, async (request) =>
    ok(
      await startAuthentication(
        'verify',
        callerOf(request).userId,
        { rp: rpOf(request), now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, passkeyEndpoints.finishPasskeyCheck, async (request) => {
    const caller = callerOf(request);
    const passkey = await verifyAssertion(
      {
        purpose: 'verify',
        userId: caller.userId,
        challengeId: request.body.challengeId,
        credential: asAuthenticationResponse(request.body.credential),
        rp: rpOf(request),
        now: app.clock.now(),
      },
      app.repositories,
    );
    if (!passkey) {
      await request.audit({
        event: 'session.unlock',
        result: 'failure',
        reason: 'passkey.badCredential',
        details: { method: 'passkey' },
      });
      throw new AppError(400, resultCode.failure, 'passkey.badCredential');
    }
    await request.audit({
      event: 'session.unlock',
      result: 'success',
      object: { type: 'passkey', id: passkey.id },
      details: { method: 'passkey' },
    });
    return ok(true);
  });
};

export default passkeyRoutes;
