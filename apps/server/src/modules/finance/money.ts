// Money is integer cents in the database and a two-decimal string on the wire; no floats between.

/** "1000", "1000.5" or "1000.50" (already validated by the contract) in cents. */
export function toCents(amount: string): number {
  const [units = '0', decimals = ''] = amount.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents as the contract's money string, e.g. 100050 -> "1000.50". */
export function formatCents(cents: number): string {
  const units = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${units}.${rest}`;
}
