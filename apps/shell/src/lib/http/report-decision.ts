import { HttpError } from './http-error';
import type { HttpSetup } from './http-setup';
import type { HttpMessage, ResponseDecision } from './inspect-response';

export type ReportedCall = {
  url?: string | undefined;
  method?: string | undefined;
  silent?: boolean | undefined;
  unlogged?: boolean | undefined;
};

/**
 * Carries out what spec §8 says of a failed answer: the local log entry, then the sign-out or
 * the notice (unless the caller shows the error itself). Also used for the status a sub-app
 * reports, which is handled exactly like an HTTP answer.
 */
export function reportDecision(
  decision: ResponseDecision,
  call: ReportedCall,
  { hooks }: HttpSetup,
): HttpError {
  if (decision.outcome === 'resolve') throw new Error('Nothing to carry out for a success.');
  const textOf = (message: HttpMessage) =>
    'key' in message ? hooks.translate(message.key) : message.text;
  const text = textOf(decision.message);
  if (decision.log && !call.unlogged) {
    hooks.log({
      url: call.url ?? '',
      time: Date.now(),
      type: 'http',
      message: text,
      info: `${call.method?.toUpperCase() ?? 'GET'} ${call.url ?? ''} → ${decision.status ?? 'no answer'}, code ${decision.code}`,
    });
  }
  if (!call.silent) {
    if (decision.signOut) hooks.signOut(text);
    else if (decision.notice) hooks.notify(decision.notice.level, textOf(decision.notice.message));
  }
  return new HttpError(text, decision.code, decision.status, decision.data);
}
