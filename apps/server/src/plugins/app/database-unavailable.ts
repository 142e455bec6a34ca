// Whether a failure means "the database cannot be reached or used right now" (stopped, restarting,
// failing over, refusing connections, a connection cut), as opposed to a fault of the query or the
// code: the former is answered 503 with Retry-After, the latter 500.

/** SQLSTATEs PostgreSQL ends or refuses a connection with, whatever the statement. */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: a fast shutdown, pg_terminate_backend
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections: no room for one more until others end
]);

/** Errors of the socket under a connection (Node's codes). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg says when a connection ended under it or could not be had in time (no code). */
const driverMessages = [
  'Connection terminated', // "... unexpectedly", "... due to connection timeout"
  'timeout exceeded when trying to connect', // no free connection within connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isUnavailable(failure: Failure): boolean {
  const { code, message } = failure;
  if (typeof code === 'string') {
    // Class 08: connection_exception (a connection failed or could not be made).
    if (code.startsWith('08') && code.length === 5) return true;
    if (unavailableStates.has(code) || networkCodes.has(code)) return true;
  }
  return typeof message === 'string' && driverMessages.some((driver) => message.startsWith(driver));
}

/**
 * Whether `error`, or an error it was caused by (`cause`, an AggregateError's `errors` such as
 * Node's for each address it tried), says the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const failure = error as Failure;
  if (isUnavailable(failure)) return true;
  if (isDatabaseUnavailable(failure.cause, depth + 1)) return true;
  return (
    Array.isArray(failure.errors) &&
    failure.errors.some((inner: unknown) => isDatabaseUnavailable(inner, depth + 1))
  );
}
