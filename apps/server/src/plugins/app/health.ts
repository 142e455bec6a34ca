import { envelopeSchema, resultCode } from '@portal/contract';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { z } from 'zod';
import { listPendingMigrations } from '../../db/migrate';
import { failure, failureEnvelopeSchema, ok } from '../../http/envelope';

/** A probe that waits longer than this for the database counts it as unreachable. */
const databaseProbeTimeoutMs = 2_000;

type Readiness = { isReady: true } | { isReady: false; problem: string };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer or an orchestrator, public and quiet (logged only at warn):
 * `/api/health/live` answers while the process serves; `/api/health/ready` while the database
 * answers a query and has every migration of this release applied, else 503.
 */
export default fp(
  async (app) => {
    // Applied migrations stay applied: once seen complete, only reachability is probed.
    let hasAllMigrations = false;
    let lastProblem: string | null = null;

    const checkReadiness = async (): Promise<Readiness> => {
      try {
        await withTimeout(sql`select 1`.execute(app.db), databaseProbeTimeoutMs, 'the database');
      } catch (error) {
        return { isReady: false, problem: `database unreachable: ${(error as Error).message}` };
      }
      if (!hasAllMigrations) {
        const pending = await listPendingMigrations(app.db);
        if (pending.length > 0) {
          return { isReady: false, problem: `migrations pending: ${pending.join(', ')}` };
        }
        hasAllMigrations = true;
      }
      return { isReady: true };
    };

    // Probes come every few seconds: their requests are logged from warn up, never at info.
    const { logLevel } = app.config;
    const level = ['info', 'debug', 'trace'].includes(logLevel) ? 'warn' : logLevel;
    const probe = (status: 'live' | 'ready') => ({
      logLevel: level,
      schema: {
        response: {
          200: envelopeSchema(z.object({ status: z.literal(status) })),
          503: failureEnvelopeSchema,
        },
      },
    });

    app.get('/api/health/live', probe('live'), async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: 'live' as const });
    });

    app.get('/api/health/ready', probe('ready'), async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness();
      // Logged when the state changes, not at every probe.
      const problem = readiness.isReady ? null : readiness.problem;
      if (problem !== lastProblem) {
        if (problem) request.log.warn({ problem }, 'not ready');
        else app.log.info('ready again');
        lastProblem = problem;
      }
      if (readiness.isReady) return ok({ status: 'ready' as const });
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(failure(resultCode.serverError, request.t('server.notReady')));
    });
  },
  { name: 'health', dependencies: ['config', 'database', 'messages'] },
);
