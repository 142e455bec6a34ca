import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Points the registry's apps on hosts of their own (spec §2: sub-form's fixed internal host) at
 * this origin, under their names, where the demo serves its example sub-app as it does every
 * other (DESIGN §5). The demo has none of the group's hosts: left as the migration wrote them,
 * the form centre and its to-dos would fail for everyone who tries the demo. Production keeps
 * the migration's addresses, since it seeds nothing.
 */
export async function seedRegistryDemoData(db: Kysely<Database>, now: Date = new Date()) {
  const elsewhere = await db
    .selectFrom('sub_apps')
    .select(['route', 'name'])
    .where((eb) => eb.or([eb('url', 'like', 'http://%'), eb('url', 'like', 'https://%')]))
    .execute();
  for (const { route, name } of elsewhere) {
    await db
      .updateTable('sub_apps')
      .set({ url: `/${name}/`, updated_at: now.toISOString() })
      .where('route', '=', route)
      .execute();
  }
}
