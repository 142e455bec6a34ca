import type { RolloutState } from '@portal/contract';
import { PostgresAdapter, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from './is-unique-violation';

export type ReleaseRow = Selectable<Database['sub_app_releases']> & { token_name: string };

export type NewRelease = {
  app: string;
  version: string;
  url: string;
  manifest: string;
  publishedBy: number;
  publishedAt: Date;
};

/** One change of a rollout as kept (`sub_app_rollout_changes`), newest first when listed. */
export type RolloutChangeRecord = {
  action: 'rollout' | 'rollback';
  before: RolloutState;
  after: RolloutState;
};

/** What a change of a rollout is computed from, read in the change's own transaction. */
export type RolloutNow = {
  current: RolloutState;
  /** The rollout's changes, newest first. */
  changes: RolloutChangeRecord[];
  /** The app's releases by version: their ids, which grow in the order they were published. */
  published: ReadonlyMap<string, number>;
};

/** Who changes a rollout, when, and how; an automatic rollback is by who turned it on. */
export type RolloutChangeMeta = {
  by: number;
  at: Date;
  action: 'rollout' | 'rollback';
  isAutomatic?: boolean;
};

/** A release some firm, or everyone, runs: for the resolution of what a user runs. */
export type RunningRelease = { app: string; version: string; url: string };

/** Every rollout: each app's default release, the firms that run another, and its canary. */
export type RunningRollouts = {
  defaults: RunningRelease[];
  firms: (RunningRelease & { firmId: number })[];
  canaries: (RunningRelease & { share: number })[];
};

type Query = Kysely<Database> | Transaction<Database>;

/**
 * The rollout state as JSON, firms in id order: equal states give equal text. A canary is there
 * only while there is one, so a rollout without one reads as it did before canaries.
 */
export const rolloutText = (state: RolloutState): string =>
  JSON.stringify({
    defaultVersion: state.defaultVersion,
    firms: [...state.firms].sort((a, b) => a.firmId - b.firmId),
    ...(state.canary ? { canary: state.canary } : {}),
  });

const rolloutOfText = (text: string): RolloutState => {
  const parsed = JSON.parse(text) as Partial<RolloutState>;
  return {
    defaultVersion: parsed.defaultVersion ?? null,
    firms: parsed.firms ?? [],
    canary: parsed.canary ?? null,
  };
};

async function rolloutStateOf(query: Query, app: string): Promise<RolloutState> {
  const rollout = await query
    .selectFrom('sub_app_rollouts')
    .leftJoin(
      'sub_app_releases as default_release',
      'default_release.id',
      'sub_app_rollouts.default_release_id',
    )
    .leftJoin(
      'sub_app_releases as canary_release',
      'canary_release.id',
      'sub_app_rollouts.canary_release_id',
    )
    .select([
      'default_release.version as version',
      'canary_release.version as canaryVersion',
      'sub_app_rollouts.canary_share as canaryShare',
    ])
    .where('sub_app_rollouts.app', '=', app)
    .executeTakeFirst();
  const firms = await query
    .selectFrom('sub_app_rollout_firms')
    .innerJoin('sub_app_releases', 'sub_app_releases.id', 'sub_app_rollout_firms.release_id')
    .select(['sub_app_rollout_firms.firm_id as firmId', 'sub_app_releases.version as version'])
    .where('sub_app_rollout_firms.app', '=', app)
    .orderBy('sub_app_rollout_firms.firm_id')
    .execute();
  const { canaryVersion, canaryShare } = rollout ?? {};
  return {
    defaultVersion: rollout?.version ?? null,
    firms: firms.map(({ firmId, version }) => ({ firmId: Number(firmId), version })),
    canary:
      canaryVersion && canaryShare ? { version: canaryVersion, share: Number(canaryShare) } : null,
  };
}

async function changesOf(query: Query, app: string): Promise<RolloutChangeRecord[]> {
  const rows = await query
    .selectFrom('sub_app_rollout_changes')
    .select(['action', 'before', 'after'])
    .where('app', '=', app)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ action, before, after }) => ({
    action,
    before: rolloutOfText(before),
    after: rolloutOfText(after),
  }));
}

async function publishedOf(query: Query, app: string): Promise<Map<string, number>> {
  const rows = await query
    .selectFrom('sub_app_releases')
    .select(['id', 'version'])
    .where('app', '=', app)
    .execute();
  return new Map(rows.map(({ id, version }) => [version, id]));
}

export type SubAppReleaseRepository = ReturnType<typeof createSubAppReleaseRepository>;

/** Sub-app releases, their rollouts and the rollouts' history (migration 0040). */
export function createSubAppReleaseRepository(db: Kysely<Database>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withTokenName = () =>
    db
      .selectFrom('sub_app_releases')
      .innerJoin('sub_app_team_tokens', 'sub_app_team_tokens.id', 'sub_app_releases.published_by')
      .selectAll('sub_app_releases')
      .select('sub_app_team_tokens.name as token_name');

  return {
    /** Stores a release; undefined when the app has that version already. */
    insert: async (release: NewRelease): Promise<number | undefined> => {
      try {
        const row = await db
          .insertInto('sub_app_releases')
          .values({
            app: release.app,
            version: release.version,
            url: release.url,
            manifest: release.manifest,
            published_by: release.publishedBy,
            published_at: release.publishedAt.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    find: (app: string, version: string): Promise<ReleaseRow | undefined> =>
      withTokenName()
        .where('sub_app_releases.app', '=', app)
        .where('sub_app_releases.version', '=', version)
        .executeTakeFirst(),

    /** Which of `apps`' versions were published, by app. */
    publishedVersionsOf: async (apps: readonly string[]): Promise<Map<string, Set<string>>> => {
      const published = new Map<string, Set<string>>();
      if (apps.length === 0) return published;
      const rows = await db
        .selectFrom('sub_app_releases')
        .select(['app', 'version'])
        .where('app', 'in', apps)
        .execute();
      for (const { app, version } of rows) {
        published.set(app, (published.get(app) ?? new Set()).add(version));
      }
      return published;
    },

    /** The app's releases, newest first. */
    listOfApp: (app: string): Promise<ReleaseRow[]> =>
      withTokenName()
        .where('sub_app_releases.app', '=', app)
        .orderBy('sub_app_releases.id', 'desc')
        .execute(),

    /** The app's rollout now, with its history and releases, and who changed it last. */
    rolloutOf: async (app: string) => {
      const meta = await db
        .selectFrom('sub_app_rollouts')
        .innerJoin('users', 'users.id', 'sub_app_rollouts.changed_by')
        .select([
          'sub_app_rollouts.changed_at as changedAt',
          'sub_app_rollouts.is_automatic as isAutomatic',
          'users.id as userId',
          'users.username as username',
          'users.display_name as displayName',
        ])
        .where('sub_app_rollouts.app', '=', app)
        .executeTakeFirst();
      const now: RolloutNow = {
        current: await rolloutStateOf(db, app),
        changes: await changesOf(db, app),
        published: await publishedOf(db, app),
      };
      return { ...now, changedBy: meta ?? null };
    },

    /** Each app's rollout now, with its releases' order: where the canaries are read from. */
    currentRollouts: async () => {
      const rows = await db.selectFrom('sub_app_rollouts').select('app').orderBy('app').execute();
      return Promise.all(
        rows.map(async ({ app }) => ({
          app,
          current: await rolloutStateOf(db, app),
          published: await publishedOf(db, app),
        })),
      );
    },

    /** Every app's rollout: what the resolution of a user's releases reads. */
    running: async (): Promise<RunningRollouts> => {
      const defaults = await db
        .selectFrom('sub_app_rollouts')
        .innerJoin('sub_app_releases', 'sub_app_releases.id', 'sub_app_rollouts.default_release_id')
        .select([
          'sub_app_rollouts.app as app',
          'sub_app_releases.version as version',
          'sub_app_releases.url as url',
        ])
        .execute();
      const firms = await db
        .selectFrom('sub_app_rollout_firms')
        .innerJoin('sub_app_releases', 'sub_app_releases.id', 'sub_app_rollout_firms.release_id')
        .select([
          'sub_app_rollout_firms.app as app',
          'sub_app_rollout_firms.firm_id as firmId',
          'sub_app_releases.version as version',
          'sub_app_releases.url as url',
        ])
        .execute();
      const canaries = await db
        .selectFrom('sub_app_rollouts')
        .innerJoin('sub_app_releases', 'sub_app_releases.id', 'sub_app_rollouts.canary_release_id')
        .select([
          'sub_app_rollouts.app as app',
          'sub_app_rollouts.canary_share as share',
          'sub_app_releases.version as version',
          'sub_app_releases.url as url',
        ])
        .where('sub_app_rollouts.canary_share', 'is not', null)
        .execute();
      return {
        defaults,
        firms: firms.map((firm) => ({ ...firm, firmId: Number(firm.firmId) })),
        canaries: canaries.map((canary) => ({ ...canary, share: Number(canary.share) })),
      };
    },

    /** Every firm, for choosing where a release goes. */
    listFirms: () =>
      db.selectFrom('firms').select(['id', 'firm_no', 'firm_name']).orderBy('id').execute(),

    /**
     * Changes an app's rollout in one transaction, which holds the rollout's row until it ends so
     * that two changes on any instances take turns: `next` computes the new rollout from the one
     * now, its history and the app's releases (it may throw to change nothing). A change that
     * changes something is kept with the rollout before and after it. Answers both.
     */
    change: (
      app: string,
      meta: RolloutChangeMeta,
      next: (now: RolloutNow) => RolloutState,
    ): Promise<{ before: RolloutState; after: RolloutState }> =>
      db.transaction().execute(async (trx) => {
        const at = meta.at.toISOString();
        await trx
          .insertInto('sub_app_rollouts')
          .values({
            app,
            default_release_id: null,
            revision: 0,
            changed_by: meta.by,
            changed_at: at,
          })
          .onConflict((conflict) => conflict.column('app').doNothing())
          .execute();
        const locking = trx
          .selectFrom('sub_app_rollouts')
          .select('revision')
          .where('app', '=', app);
        await (isPostgres ? locking.forUpdate() : locking).executeTakeFirstOrThrow();
        const published = await publishedOf(trx, app);
        const before = await rolloutStateOf(trx, app);
        const after = next({ current: before, changes: await changesOf(trx, app), published });
        if (rolloutText(after) === rolloutText(before)) return { before, after: before };
        const idOf = (version: string) => {
          const id = published.get(version);
          if (id === undefined) throw new Error(`${app} has no release ${version}`);
          return id;
        };
        await trx
          .updateTable('sub_app_rollouts')
          .set((eb) => ({
            default_release_id: after.defaultVersion === null ? null : idOf(after.defaultVersion),
            canary_release_id: after.canary ? idOf(after.canary.version) : null,
            canary_share: after.canary?.share ?? null,
            is_automatic: meta.isAutomatic ? 1 : 0,
            revision: eb('revision', '+', 1),
            changed_by: meta.by,
            changed_at: at,
          }))
          .where('app', '=', app)
          .execute();
        await trx.deleteFrom('sub_app_rollout_firms').where('app', '=', app).execute();
        if (after.firms.length > 0) {
          await trx
            .insertInto('sub_app_rollout_firms')
            .values(
              after.firms.map(({ firmId, version }) => ({
                app,
                firm_id: firmId,
                release_id: idOf(version),
              })),
            )
            .execute();
        }
        await trx
          .insertInto('sub_app_rollout_changes')
          .values({
            app,
            action: meta.action,
            before: rolloutText(before),
            after: rolloutText(after),
            changed_by: meta.by,
            changed_at: at,
            is_automatic: meta.isAutomatic ? 1 : 0,
          })
          .execute();
        return { before, after };
      }),
  };
}
