import { appendFile, readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { ConfigError } from '../../config';
import { createCheckpointWriter } from '../../lib/audit-shipping/checkpoint-writer';
import {
  startShipper,
  type Shipper,
  type ShippingGap,
  type ShippingStore,
} from '../../lib/audit-shipping/shipper';
import { createSyslogConnection } from '../../lib/audit-shipping/syslog-connection';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    auditShipping: {
      /**
       * Seconds since the oldest record this instance owes the collector, and has not sent, was
       * written; 0 when nothing waits or the trail is not shipped. For the monitoring's lag.
       */
      lagSeconds: () => number;
      /** A record was appended: ship it now rather than at the next poll. */
      wake: () => void;
    };
  }
}

/** What the server writes of itself in a gap's record: the shipper as the client. */
const shipperClient = {
  clientAddress: 'audit-shipping',
  userAgent: 'portal-server audit shipping',
};

/** A file named by a variable, read or written at start: a ConfigError naming it if it fails. */
async function atStart<T>(variable: string, file: string, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (error) {
    throw new ConfigError(`${variable}: cannot use ${file}: ${(error as Error).message}`);
  }
}

/**
 * Ships the audit trail off the box (docs/production.md, "Shipping the audit trail"): every record
 * this instance appends to the group's collector over syslog (AUDIT_SYSLOG_URL), from the
 * database, which keeps what is owed; and a signed checkpoint of the chain head every
 * AUDIT_CHECKPOINT_SECONDS to the checkpoint file and the collector. Neither ever holds up a
 * request: an append notes its record as owed, in its own transaction, and wakes the shipper.
 */
export default fp(
  async (app) => {
    const { collector, instance, checkpoints } = app.config.auditShipping;
    const { auditShipping: shipping, audit } = app.repositories;
    let shipper: Shipper | null = null;

    app.decorate('auditShipping', {
      lagSeconds: () => shipper?.lagSeconds() ?? 0,
      wake: () => shipper?.wake(),
    });

    if (!app.config.demo && !collector) {
      app.log.warn('audit trail not shipped off the box: AUDIT_SYSLOG_URL is unset');
    }

    const recordGap = async (gap: ShippingGap) => {
      const now = app.clock.now();
      await audit.append({
        ...shipperClient,
        occurredAt: now,
        requestId: `audit-shipping-${now.toISOString()}`,
        event: 'audit.shipping-gap',
        result: 'failure',
        reason: gap.reason,
        object: { type: 'audit-records', id: `${gap.firstId}-${gap.lastId}` },
        details: { ...gap, instance },
      });
      shipper?.wake();
    };

    const store: ShippingStore = {
      owed: (afterId, limit) => shipping.owed(instance, afterId, limit),
      settle: (ids) => shipping.settle(instance, ids),
      keepAlive: (now, abandonedBefore) => shipping.keepAlive(instance, now, abandonedBefore),
      recordGap,
    };

    const ca = collector?.caFile
      ? await atStart('AUDIT_SYSLOG_CA', collector.caFile, () =>
          readFile(collector.caFile ?? '', 'utf8'),
        )
      : null;
    if (checkpoints) {
      await atStart('AUDIT_CHECKPOINT_FILE', checkpoints.file, () =>
        appendFile(checkpoints.file, '', { mode: 0o640 }),
      );
    }
    const writeCheckpoint = checkpoints
      ? createCheckpointWriter({
          readHead: () => shipping.head(),
          key: checkpoints.key,
          instance,
          clock: app.clock,
          file: checkpoints.file,
          onSigned: (checkpoint) => shipper?.sendCheckpoint(checkpoint),
        })
      : null;
    const checkpointNow = async () => {
      try {
        await writeCheckpoint?.();
      } catch (error) {
        app.log.error(
          { reason: (error as Error).message },
          'audit checkpoint not written; the next one tries again',
        );
      }
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (collector) {
        // Before any request appends: what is owed now, a previous run of this instance left.
        const leftOverThrough = await shipping.owedThrough(instance).catch(() => 0);
        shipper = startShipper({
          store,
          connect: (events) => createSyslogConnection({ ...collector, ca }, events),
          origin: { hostname: hostname(), procId: String(process.pid), instance },
          clock: app.clock,
          log: {
            warn: (message, details) => app.log.warn(details, message),
            info: (message, details) => app.log.info(details, message),
          },
          leftOverThrough,
        });
        // The routes alone (portalApp without buildApp's plugins, in tests) keep no metrics.
        if (app.hasDecorator('metrics')) {
          app.metrics.measureAuditShippingLag(() => shipper?.lagSeconds() ?? 0);
        }
      }
      if (checkpoints) {
        await checkpointNow();
        timer = setInterval(() => void checkpointNow(), checkpoints.intervalMs);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // The head as this instance leaves it, signed, then sent with what is still owed.
      if (checkpoints) await checkpointNow();
      await shipper?.stop();
    });
  },
  { name: 'audit-shipping', dependencies: ['config', 'clock', 'repositories'] },
);
