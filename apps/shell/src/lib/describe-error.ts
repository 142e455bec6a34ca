/**
 * What a thrown value says, for the local log: its message (else its name) and its stack. Read by
 * shape, not `instanceof`: a sub-app's sandbox is another realm, whose Error is not the shell's.
 */
export function describeError(reason: unknown): { message: string; stack?: string } {
  if (typeof reason === 'object' && reason !== null && 'message' in reason) {
    const { message, name, stack } = reason as {
      message?: unknown;
      name?: unknown;
      stack?: unknown;
    };
    return {
      message: String(message || name || 'Error'),
      ...(typeof stack === 'string' ? { stack } : {}),
    };
  }
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}
