import type { RunningReleases, SubAppEntry } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { developerPageKeyOf } from '../../http/developer-page-cookie';
import { hashOpaqueToken } from '../../lib/opaque-token';

/** What a developer's own build (decision 0026) changes outside its own module. */
export type DeveloperOverrides = {
  /** Whether this server allows them at all (ALLOW_DEVELOPER_OVERRIDES, config.ts). */
  isAllowed: boolean;
  /**
   * The release answer of the session's override (GET /subApps/releases): its app at the
   * development server, marked as such; nothing while the grant is gone or the registry no
   * longer serves the app (turned off, public, or without a url).
   */
  runningFor: (tokenId: number, entries: readonly SubAppEntry[]) => Promise<RunningReleases>;
  /**
   * The development server a page request's own browser runs, by the key of its cookie, for the
   * page's policy (plugins/external/helmet.ts); none without a live override. Never fails a
   * page: a database that does not answer gives none.
   */
  pageUrlsOf: (request: FastifyRequest) => Promise<readonly string[]>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    developerOverrides: DeveloperOverrides;
  }
}

/** The version a developer's build is answered with: it is no release. */
export const developerVersion = 'dev';

/** A developer's own build in their own session alone (migration 0041). */
export default fp(
  async (app) => {
    const isAllowed = app.config.developerOverrides;
    const { subAppDevelopers } = app.repositories;
    app.decorate('developerOverrides', {
      isAllowed,
      runningFor: async (tokenId, entries) => {
        if (!isAllowed) return {};
        const override = await subAppDevelopers.overrideOf(tokenId);
        const entry = override && entries.find(({ name }) => name === override.app);
        if (!override || entry?.url === undefined || entry.public) return {};
        return {
          [override.app]: { version: developerVersion, url: override.url, developer: true },
        };
      },
      pageUrlsOf: async (request) => {
        const key = developerPageKeyOf(request);
        if (!isAllowed || key === null) return [];
        try {
          const url = await subAppDevelopers.liveUrlOfPageKey(
            hashOpaqueToken(key),
            app.clock.now(),
          );
          return url === undefined ? [] : [url];
        } catch (error) {
          request.log.warn({ err: error }, "a developer's page policy could not be read");
          return [];
        }
      },
    } satisfies DeveloperOverrides);
  },
  { name: 'developer-overrides', dependencies: ['config', 'repositories', 'clock'] },
);
