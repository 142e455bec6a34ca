import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * prom-client's gauges named `_total`, a suffix Prometheus keeps for counters (promtool check
 * metrics refuses them): their sums by type (`portal_nodejs_active_handles` and the others) say
 * the same.
 */
const gaugesNamedAsCounters = [
  'portal_nodejs_active_handles_total',
  'portal_nodejs_active_requests_total',
  'portal_nodejs_active_resources_total',
];

let processRegistry: Registry | null = null;

/**
 * prom-client's metrics of the process (CPU, memory, event loop lag, garbage collection,
 * handles), prefixed `portal_`. Kept once per process: their observers are never stopped, and
 * a test process builds many apps.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'portal_' });
    for (const name of gaugesNamedAsCounters) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}
