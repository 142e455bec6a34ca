import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { Config } from '../../../config';
import { poolUseOf } from '../../../db/database';
import { auditShippingLag } from './audit-shipping-lag';
import { metricsListener } from './metrics-listener';
import { observePool } from './pool-metrics';
import { processMetrics } from './process-metrics';
import { observeRequests } from './request-metrics';
import { signInCounter, type SignInOutcome } from './sign-in-metrics';

/** What the rest of the server tells the metrics. */
export type PortalMetrics = {
  /** Counts a sign-in attempt by how it ended (portal_sign_ins_total). */
  countSignIn: (outcome: SignInOutcome) => void;
  /**
   * Gives the audit shipper's reader of its lag: the age in seconds of the oldest record not yet
   * shipped (0 when none waits), read at each scrape (portal_audit_shipping_lag_seconds).
   */
  measureAuditShippingLag: (readLagSeconds: () => number) => void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

/** Without METRICS_PORT nothing is kept and nothing listens. */
const noMetrics: PortalMetrics = { countSignIn: () => {}, measureAuditShippingLag: () => {} };

/**
 * Prometheus metrics of this instance (docs/production.md, "Metrics"): requests, their durations,
 * the database pool, sign-ins, the audit shipping lag and the process's own, served on a listener
 * of their own at METRICS_HOST:METRICS_PORT, never on the public port. The listener opens with
 * the app and closes with it. Registered before the app's plugins and routes: its hook times all.
 */
export default fp<{ config: Pick<Config, 'metrics' | 'database'> }>(
  async (app, { config }) => {
    const { metrics: address } = config;
    if (address === null) {
      app.decorate('metrics', noMetrics);
      return;
    }
    const registry = new Registry();
    observeRequests(app, registry);
    // The database plugin registers later: its pool is read at each scrape.
    if (config.database.dialect === 'postgres') observePool(() => poolUseOf(app.db), registry);
    app.decorate('metrics', {
      countSignIn: signInCounter(registry),
      measureAuditShippingLag: auditShippingLag(registry),
    });

    const listener = metricsListener([processMetrics(), registry], app.log);
    app.addHook('onReady', () => listener.listen(address));
    app.addHook('onClose', () => listener.close());
  },
  { name: 'metrics' },
);
