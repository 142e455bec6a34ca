import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CalendarBookGroupRepository = ReturnType<typeof createCalendarBookGroupRepository>;

export type GroupMemberInput = { userId: number; role: 'editor' | 'viewer' };

export type GroupFields = {
  name: string;
  description: string;
  color: string;
  /** Everyone but the owner. */
  members: GroupMemberInput[];
};

export type NewGroup = GroupFields & { firmId: number; ownerId: number; now: Date };

export type GroupSave = GroupFields & { id: number; version: number; editorId: number; now: Date };

export function createCalendarBookGroupRepository(db: Kysely<Database>) {
  return {
    /** The group, its calendar and its members, in one transaction. */
    create: (group: NewGroup) =>
      db.transaction().execute(async (trx) => {
        const now = group.now.toISOString();
        const { id } = await trx
          .insertInto('calendar_book_groups')
          .values({
            firm_id: group.firmId,
            owner_id: group.ownerId,
            name: group.name,
            description: group.description,
            color: group.color,
            created_at: now,
            updated_at: now,
            updated_by: group.ownerId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('calendar_books')
          .values({
            firm_id: group.firmId,
            owner_id: group.ownerId,
            group_id: id,
            default_for: null,
            name: group.name,
            color: group.color,
            created_at: now,
          })
          .execute();
        if (group.members.length > 0) {
          await trx
            .insertInto('calendar_book_group_members')
            .values(group.members.map((m) => ({ group_id: id, user_id: m.userId, role: m.role })))
            .execute();
        }
        return id;
      }),

    findById: (id: number) =>
      db
        .selectFrom('calendar_book_groups as g')
        .innerJoin('users as o', 'o.id', 'g.owner_id')
        .innerJoin('calendar_books as c', 'c.group_id', 'g.id')
        .leftJoin('users as u', 'u.id', 'g.updated_by')
        .select([
          'g.id as id',
          'g.firm_id as firmId',
          'g.owner_id as ownerId',
          'o.display_name as ownerName',
          'g.name as name',
          'g.description as description',
          'g.color as color',
          'g.version as version',
          'c.id as calendarId',
          'u.display_name as updatedByName',
        ])
        .where('g.id', '=', id)
        .executeTakeFirst(),

    listMembers: (groupId: number) =>
      db
        .selectFrom('calendar_book_group_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id as userId', 'u.display_name as userName', 'm.role as role'])
        .where('m.group_id', '=', groupId)
        .orderBy('m.user_id')
        .execute(),

    isNameTaken: async (firmId: number, name: string, exceptId?: number) => {
      let query = db
        .selectFrom('calendar_book_groups')
        .select('id')
        .where('firm_id', '=', firmId)
        .where('name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /**
     * Saves the group if `version` is still current and the editor holds a live edit lock on
     * it, as one conditional UPDATE; false (and nothing written) otherwise.
     */
    saveIfCurrent: (save: GroupSave) =>
      db.transaction().execute(async (trx) => {
        const now = save.now.toISOString();
        const result = await trx
          .updateTable('calendar_book_groups')
          .set((eb) => ({
            name: save.name,
            description: save.description,
            color: save.color,
            version: eb('version', '+', 1),
            updated_at: now,
            updated_by: save.editorId,
          }))
          .where('id', '=', save.id)
          .where('version', '=', save.version)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('edit_locks')
                .select('edit_locks.id')
                .where('edit_locks.resource_type', '=', 'bookGroup')
                .where('edit_locks.resource_id', '=', save.id)
                .where('edit_locks.holder_id', '=', save.editorId)
                .where('edit_locks.expires_at', '>', now),
            ),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('calendar_books')
          .set({ name: save.name, color: save.color })
          .where('group_id', '=', save.id)
          .execute();
        await trx
          .deleteFrom('calendar_book_group_members')
          .where('group_id', '=', save.id)
          .execute();
        if (save.members.length > 0) {
          await trx
            .insertInto('calendar_book_group_members')
            .values(
              save.members.map((m) => ({ group_id: save.id, user_id: m.userId, role: m.role })),
            )
            .execute();
        }
        return true;
      }),
  };
}
