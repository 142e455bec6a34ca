import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type TeamTokenRow = Selectable<Database['sub_app_team_tokens']> & {
  issuer_username: string;
  issuer_name: string;
};

/** A team token that still publishes: the app it publishes for, and its name. */
export type ActiveTeamToken = { id: number; app: string; name: string };

export type NewTeamToken = {
  app: string;
  name: string;
  tokenHash: string;
  issuedBy: number;
  issuedAt: Date;
};

/** What revoking a token did. */
export type TeamTokenRevocation =
  | { outcome: 'missing' }
  | { outcome: 'revoked-already'; row: TeamTokenRow }
  | { outcome: 'revoked'; row: TeamTokenRow };

export type SubAppTeamTokenRepository = ReturnType<typeof createSubAppTeamTokenRepository>;

/** The tokens apps' teams publish their releases with (migration 0040): hashes only. */
export function createSubAppTeamTokenRepository(db: Kysely<Database>) {
  const withIssuer = () =>
    db
      .selectFrom('sub_app_team_tokens')
      .innerJoin('users as issuer', 'issuer.id', 'sub_app_team_tokens.issued_by')
      .selectAll('sub_app_team_tokens')
      .select(['issuer.username as issuer_username', 'issuer.display_name as issuer_name']);

  const find = (id: number): Promise<TeamTokenRow | undefined> =>
    withIssuer().where('sub_app_team_tokens.id', '=', id).executeTakeFirst();

  return {
    insert: async (token: NewTeamToken): Promise<number> => {
      const row = await db
        .insertInto('sub_app_team_tokens')
        .values({
          app: token.app,
          name: token.name,
          token_hash: token.tokenHash,
          issued_by: token.issuedBy,
          issued_at: token.issuedAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find,

    /** The token of this hash, unless revoked; its use is noted (`last_used_at`). */
    use: async (tokenHash: string, at: Date): Promise<ActiveTeamToken | undefined> => {
      const row = await db
        .updateTable('sub_app_team_tokens')
        .set({ last_used_at: at.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .returning(['id', 'app', 'name'])
        .executeTakeFirst();
      return row;
    },

    /** The app's tokens, newest first, revoked ones too. */
    listOfApp: (app: string): Promise<TeamTokenRow[]> =>
      withIssuer()
        .where('sub_app_team_tokens.app', '=', app)
        .orderBy('sub_app_team_tokens.id', 'desc')
        .execute(),

    /** Revokes a token at once: its next use is refused, on every instance. */
    revoke: async (id: number, by: number, at: Date): Promise<TeamTokenRevocation> => {
      const revoked = await db
        .updateTable('sub_app_team_tokens')
        .set({ revoked_by: by, revoked_at: at.toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      const row = await find(id);
      if (!row) return { outcome: 'missing' };
      return Number(revoked.numUpdatedRows) === 1
        ? { outcome: 'revoked', row }
        : { outcome: 'revoked-already', row };
    },
  };
}
