import { sendToHost } from './internal/send-to-host';

/** An answer of the app's back end, as the shell's HTTP client would see it (spec §8). */
export type ReportStatusOptions = {
  /** The HTTP status, e.g. 401. */
  status: number;
  /** The `code` of the answer's body, e.g. 401 (0 is success). */
  code: number;
  /** The body's message, shown by the shell where spec §8 shows the server's message. */
  message?: string;
};

/**
 * Hands an answer of the app's own back end to the shell, which handles it exactly like one of
 * its own (spec §8): status 401 or code 401 signs the user out; code 500 shows '服务异常'; another
 * non-zero code shows `message`. Alone, logs it.
 *
 * @example
 * const response = await fetch('/api/orders');
 * const body = await response.json();
 * if (response.status === 401 || body.code !== 0) {
 *   reportStatus({ status: response.status, code: body.code, message: body.msg });
 * }
 */
export function reportStatus({ status, code, message }: ReportStatusOptions): void {
  sendToHost(
    message === undefined
      ? { type: 'report', status, code }
      : { type: 'report', status, code, message },
  );
}
