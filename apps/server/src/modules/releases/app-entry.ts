import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';

/** The registry entry of an app named by its registry name; 404 for none. */
export async function appEntry(app: string, { subApps }: Pick<Repositories, 'subApps'>) {
  const entry = await subApps.findNamed(app);
  if (!entry) throw new AppError(404, resultCode.failure, 'registry.appNotFound');
  return entry;
}
