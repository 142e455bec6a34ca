/**
 * An amount the server takes (contract `amountInputSchema`): a decimal with at most two decimals,
 * below 10^13, not zero. Checked before sending so a typo is caught in the form.
 */
export function isValidAmount(text: string): boolean {
  const value = text.trim();
  return /^\d{1,13}(\.\d{1,2})?$/.test(value) && /[1-9]/.test(value);
}

/** A payee account as the server takes it: 6 to 34 letters and digits. */
export function isValidAccount(text: string): boolean {
  return /^[0-9A-Za-z]{6,34}$/.test(text.trim());
}

/**
 * Formats a decimal amount of the server ("15000000.00") in the user's language. Amounts stay
 * below 10^13 with two decimals, well inside what a double holds exactly for display.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}
