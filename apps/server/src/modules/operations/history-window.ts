import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';

const hourMs = 3_600_000;

/**
 * The first instant of an app's last `days` days by UTC hour: the current hour and the
 * `days × 24 − 1` before it, so that every hour of the stretch is whole but the current one.
 */
export function historyStartOf(now: Date, days: number): Date {
  const currentHour = Math.floor(now.getTime() / hourMs) * hourMs;
  return new Date(currentHour - (days * 24 - 1) * hourMs);
}

/** Each UTC hour from `start` to the one of `now`, as its ISO 8601 instant. */
export function hoursFrom(start: Date, now: Date): string[] {
  const hours: string[] = [];
  for (let at = start.getTime(); at <= now.getTime(); at += hourMs) {
    hours.push(new Date(at).toISOString());
  }
  return hours;
}

/** The registry name of the app at `route`; 404 for a route not registered. */
export async function appNameAt(
  route: string,
  { subApps }: Pick<Repositories, 'subApps'>,
): Promise<string> {
  const row = await subApps.find(route);
  if (!row) throw new AppError(404, resultCode.failure, 'registry.routeNotFound');
  return row.name;
}
