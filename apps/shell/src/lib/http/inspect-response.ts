/** Keys of the client's own messages; the i18n resources translate them. */
export type HttpMessageKey =
  | 'http.signInAgain'
  | 'http.serviceUnauthorized'
  | 'http.serviceError'
  | 'http.unknownError'
  | 'http.networkError'
  | 'http.timeout'
  | 'http.serviceUnavailable';

/** Either one of the client's messages or the server's own text. */
export type HttpMessage = { key: HttpMessageKey } | { text: string };

export type HttpNotice = { level: 'warning' | 'error'; message: HttpMessage };

export type ResponseDecision =
  | { outcome: 'resolve' }
  | {
      outcome: 'reject';
      /** The body code, or the HTTP status when the body carries none. */
      code: number;
      status: number | undefined;
      message: HttpMessage;
      /** What to show the user; null when the caller handles the error itself. */
      notice: HttpNotice | null;
      /** The session is gone: sign out and go to the login page. */
      signOut: boolean;
      /** Worth an entry in the local error log. */
      log: boolean;
      /** The envelope's `data` (null but for the few failures that carry more). */
      data: unknown;
    };

export type InspectOptions = {
  /** Statuses the caller handles itself: rejected without a notice. */
  statusWhiteList?: readonly number[];
};

const sessionStatuses = new Set([401, 426]);
const codes = {
  ok: 0,
  failure: 1,
  unauthorized: 401,
  serverError: 500,
  secondFactorRequired: 4011,
  secondFactorEnrolmentRequired: 4031,
  reauthenticationRequired: 4032,
} as const;

/**
 * What to do with an answer the server gave with a status from 200 to 500 (spec §8). Pure: the
 * HTTP client carries out the notice, the sign-out and the log entry.
 */
export function inspectResponse(
  { status, body }: { status: number; body: unknown },
  { statusWhiteList = [400] }: InspectOptions = {},
): ResponseDecision {
  const code = bodyCode(body) ?? (status >= 200 && status < 300 ? codes.ok : status);
  const serverMessage = bodyMessage(body);

  if (sessionStatuses.has(status)) {
    // A refused sign-in, or a right password that the user's second factor must confirm (its data
    // carries the token for that): the caller's to handle, never a sign-out.
    if (code === codes.failure || code === codes.secondFactorRequired) {
      const message = serverMessage ? { text: serverMessage } : unknownError;
      const data = bodyData(body);
      return reject({ code, status, message, notice: { level: 'warning', message }, data });
    }
    // The server says, in the user's language, how the session ended (an administrator ended it,
    // the password changed, its lifetime passed…); without a message, spec §8's 请重新登录.
    const message: HttpMessage = serverMessage
      ? { text: serverMessage }
      : { key: 'http.signInAgain' };
    return reject({ code, status, message, notice: { level: 'warning', message }, signOut: true });
  }

  if (code === codes.ok) return { outcome: 'resolve' };

  // The policy asks for a second factor the user has not added: the frame's dialog says so,
  // once, rather than a notice per call refused meanwhile.
  if (code === codes.secondFactorEnrolmentRequired) {
    return reject({
      code,
      status,
      message: serverMessage ? { text: serverMessage } : unknownError,
    });
  }

  // The change needs the user to confirm who they are: the caller asks, and tries again.
  if (code === codes.reauthenticationRequired) {
    return reject({
      code,
      status,
      message: serverMessage ? { text: serverMessage } : unknownError,
      data: bodyData(body),
    });
  }

  if (statusWhiteList.includes(status)) {
    return reject({
      code,
      status,
      message: serverMessage ? { text: serverMessage } : unknownError,
    });
  }
  if (code === codes.unauthorized) {
    const message: HttpMessage = { key: 'http.serviceUnauthorized' };
    return reject({
      code,
      status,
      message,
      notice: { level: 'warning', message },
      signOut: true,
      log: true,
    });
  }
  const message: HttpMessage =
    code === codes.serverError
      ? { key: 'http.serviceError' }
      : serverMessage
        ? { text: serverMessage }
        : unknownError;
  return reject({ code, status, message, notice: { level: 'error', message }, log: true });
}

/** What to do when no answer in 200..500 came back: time-out, network failure, 502/503/504. */
export function inspectTransportFailure({
  errorCode,
  status,
}: {
  errorCode: string | undefined;
  status: number | undefined;
}): ResponseDecision {
  const key: HttpMessageKey =
    errorCode === 'ECONNABORTED' || errorCode === 'ETIMEDOUT'
      ? 'http.timeout'
      : status !== undefined
        ? 'http.serviceUnavailable'
        : 'http.networkError';
  return reject({ code: status ?? -1, status, message: { key }, log: true });
}

const unknownError: HttpMessage = { key: 'http.unknownError' };

function reject({
  code,
  status,
  message,
  notice = null,
  signOut = false,
  log = false,
  data = null,
}: {
  code: number;
  status: number | undefined;
  message: HttpMessage;
  notice?: HttpNotice | null;
  signOut?: boolean;
  log?: boolean;
  data?: unknown;
}): ResponseDecision {
  return { outcome: 'reject', code, status, message, notice, signOut, log, data };
}

function bodyData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
}

function bodyCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const code = Number(body.code);
  return Number.isFinite(code) ? code : undefined;
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('msg' in body)) return undefined;
  return typeof body.msg === 'string' && body.msg.trim() !== '' ? body.msg : undefined;
}
