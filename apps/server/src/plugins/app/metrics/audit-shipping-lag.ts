import { Gauge, type Registry } from 'prom-client';

const name = 'portal_audit_shipping_lag_seconds';

/**
 * The age of the oldest audit record not yet taken by the log collector, read from the shipper
 * at each scrape, so that a shipper that stopped shows a lag that grows. The gauge is absent
 * until a shipper gives its reader: an instance that ships nothing claims no lag of 0.
 */
export function auditShippingLag(registry: Registry): (readLagSeconds: () => number) => void {
  let readLagSeconds = () => 0;
  return (read) => {
    readLagSeconds = read;
    if (registry.getSingleMetric(name)) return;
    registry.registerMetric(
      new Gauge({
        name,
        help: 'Age in seconds of the oldest audit record not yet shipped to the log collector.',
        registers: [],
        collect() {
          this.set(readLagSeconds());
        },
      }),
    );
  };
}
