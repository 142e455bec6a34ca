import { passkeyEndpoints, resultCode, type Passkey } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { requireFreshProof } from '../../plugins/app/require-fresh-proof';
import type { StoredPasskey } from '../../repositories/passkey-repository';
import { addPasskey } from './add-passkey';
import {
  asAuthenticationResponse,
  startAuthentication,
  verifyAssertion,
} from './passkey-ceremonies';
import { relyingPartyOf } from './relying-party';
import { removePasskey } from './remove-passkey';
import { renamePasskey } from './rename-passkey';
import { startPasskeyRegistration } from './start-passkey-registration';

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
    return ok(
      await startPasskeyRegistration(
        callerOf(request).userId,
        { rp: rpOf(request), now: app.clock.now() },
        app.repositories,
      ),
    );
  });

  registerEndpoint(app, passkeyEndpoints.finishPasskeyRegistration, async (request) => {
    // Again at the end: a proof that ran out while the browser asked does not add a passkey.
    await requireFreshProof(request);
    const { challengeId, credential, name } = request.body;
    const passkey = await addPasskey(
      {
        userId: callerOf(request).userId,
        challengeId,
        credential,
        name,
        userAgent: request.headers['user-agent'] ?? null,
        defaultName: request.t('passkey.defaultName'),
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
    await renamePasskey({ userId: callerOf(request).userId, id, name }, app.repositories.passkeys);
    return ok(true);
  });

  registerEndpoint(app, passkeyEndpoints.removePasskey, async (request) => {
    await requireFreshProof(request);
    const { id } = request.body;
    const removed = await removePasskey(
      { userId: callerOf(request).userId, id },
      app.repositories.passkeys,
    );
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
