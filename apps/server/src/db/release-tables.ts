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
  changed_by: number;
  changed_at: string;
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
};
