import { resultCode, type RegistryEntryRemoved } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { translate, type Language } from '../../messages/catalogue';
import type { Repositories } from '../../repositories/create-repositories';
import { menusText } from './menus-text';
import { entryOf } from './registry-rows';

export type RemoveRegistryEntryOptions = {
  route: string;
  /** The system administrator removing it. */
  userId: number;
  now: Date;
  /** The remover's language: the refusal names the menu entries in it, the closed request too. */
  language: Language;
};

/**
 * Removes an entry of the registry. Removing lowers trust, so it needs no security
 * administrator; a request pending for the route is closed as rejected, since nothing is left
 * for it to change. 404 for no such route; 409 while a menu entry of any firm still opens it
 * (they would open a route the shell no longer knows), naming them.
 */
export async function removeRegistryEntry(
  { route, userId, now, language }: RemoveRegistryEntryOptions,
  { subApps }: Pick<Repositories, 'subApps'>,
): Promise<RegistryEntryRemoved> {
  const removal = await subApps.remove(route, {
    by: userId,
    at: now,
    closingReason: translate(language, 'registry.requestClosedByRemoval'),
  });
  if (removal.outcome === 'missing') {
    throw new AppError(404, resultCode.failure, 'registry.routeNotFound');
  }
  if (removal.outcome === 'opened') {
    throw new AppError(409, resultCode.failure, 'registry.routeInMenus', {
      route,
      count: removal.menus.length,
      menus: menusText(removal.menus, language),
    });
  }
  return { entry: entryOf(removal.row), closedRequest: removal.closedRequest };
}
