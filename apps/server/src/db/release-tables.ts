import type { Generated } from 'kysely';

// Sub-app releases, their rollout per firm and its history, and the team tokens that publish
// them (migration 0040; docs/decisions/0025-sub-app-releases.md).

/** A token an app's team publishes its releases with; only its hash is kept. */
export type SubAppTeamTokenTable = {
  id: Generated<number>;
  /** The app's registry name: the token publishes for it alone. */
  app: string;
  /** A name for people (`ci-main`). */
  name: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  issued_by: number;
  issued_at: string;
  last_used_at: string | null;
  revoked_by: number | null;
  revoked_at: string | null;
};

/** A release as its team published it: never changed afterwards. */
export type SubAppReleaseTable = {
  id: Generated<number>;
  app: string;
  version: string;
  url: string;
  /** JSON of its release manifest (the contract's ReleaseManifest). */
  manifest: string;
  /** The team token it was published with. */
  published_by: number;
  published_at: string;
};

/** Which release everyone of an app runs who has none of their firm's; one row an app. */
export type SubAppRolloutTable = {
  app: string;
  /** Null: the registry entry's own url and pins. */
  default_release_id: number | null;
  /** Counts the changes: each takes the row, so that two at once do not interleave. */
  revision: number;
  /** After an automatic rollback, the administrator who turned it on (migration 0042). */
  changed_by: number;
  changed_at: string;
  /** The release a share of the users runs, and the share in percent (migration 0042). */
  canary_release_id: number | null;
  canary_share: number | null;
  /** 1 when the last change was an automatic rollback. */
  is_automatic: Generated<number>;
};

/** A firm that runs another release of the app than its default. */
export type SubAppRolloutFirmTable = {
  app: string;
  firm_id: number;
  release_id: number;
};

/** Each change of a rollout, with the rollout before and after it (JSON of versions). */
export type SubAppRolloutChangeTable = {
  id: Generated<number>;
  app: string;
  action: 'rollout' | 'rollback';
  before: string;
  after: string;
  changed_by: number;
  changed_at: string;
  /** 1 for an automatic rollback (migration 0042). */
  is_automatic: Generated<number>;
};

/** When an app's canary is rolled back by itself (migration 0042); no row: never. */
export type SubAppAutomaticRollbackTable = {
  app: string;
  /** Its failure rate over `factor` times the previous release's… */
  factor: number;
  /** …over the last `minutes`… */
  minutes: number;
  /** …each release with `min_loads` loads at least. */
  min_loads: number;
  set_by: number;
  set_at: string;
};
