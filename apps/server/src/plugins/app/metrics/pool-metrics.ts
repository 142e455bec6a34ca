import { Gauge, type Registry } from 'prom-client';
import type { PoolUse } from '../../../db/database';

/**
 * The PostgreSQL pool's connections (open, idle), the queries waiting for one and its size, read
 * at each scrape. A pool whose waiting count stays above 0 is too small, or the database slow.
 */
export function observePool(readPoolUse: () => PoolUse | null, registry: Registry): void {
  const gauge = (name: string, help: string, value: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const use = readPoolUse();
        if (use) this.set(value(use));
      },
    });
  gauge('portal_db_pool_connections', 'Database connections open, busy or idle.', (u) => u.total);
  gauge('portal_db_pool_idle_connections', 'Database connections open and idle.', (u) => u.idle);
  gauge(
    'portal_db_pool_waiting_queries',
    'Queries waiting for a free database connection.',
    (u) => u.waiting,
  );
  gauge('portal_db_pool_max_connections', 'The most connections the pool opens.', (u) => u.max);
}
