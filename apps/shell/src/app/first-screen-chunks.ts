import type { Plugin, Rolldown } from 'vite';

/*
 * vite.config.ts loads this file in Node: it imports nothing that needs a browser.
 */

type ChunkModules = {
  /** The router's modules, which every page loads, signed in or not (a 404 outside the frame). */
  router: readonly string[];
  /** The public pages outside the frame that share code with it (a public app's, /blank). */
  publicPages: readonly string[];
  /** Modules of those pages the first screen does not run, which must not join its files. */
  onlyOnPublicPages: (id: string) => boolean;
  /** The modules signing in loads for the first screen: the frame, the home page, sign-in's. */
  firstScreen: readonly string[];
  /**
   * Modules the first screen's code imports and never runs, whose files its chunk must not take:
   * Rolldown takes a chunk's imports as they are written, used or not.
   */
  neverRunByFirstScreen: (id: string) => boolean;
};

/**
 * The first screen in three files, the router's, what a public page shares with the frame, and
 * the rest, rather than the eighty or so that Rolldown cuts along the lazy pages sharing each
 * module: one gzip stream compresses what eighty compressed apart (some 20 KB less of the first
 * screen), the files no longer import each other's names, and a link with a long round trip
 * fetches three files instead of eighty. The router has a file of its own, since the pages
 * outside the frame load it too; so has what a public app's page (/blank) shares with the frame
 * (antd's basics, the sub-app host), which would otherwise pull the frame's file in. Each group
 * takes its roots and what they import; a group of higher priority takes a module first, so the
 * entry's group (the login page) must outrank these (their priorities are 5 and below).
 */
export function firstScreenChunks({
  router,
  publicPages,
  onlyOnPublicPages,
  firstScreen,
  neverRunByFirstScreen,
}: ChunkModules): Rolldown.CodeSplittingGroup[] {
  const routerRoots = new Set(router);
  const publicRoots = new Set(publicPages);
  const roots = new Set(firstScreen);
  return [
    { name: 'router', test: (id) => routerRoots.has(id), priority: 5 },
    // Alone, without what they import: their importers on the first screen pull nothing in.
    {
      name: 'not-first-screen',
      test: neverRunByFirstScreen,
      priority: 4,
      includeDependenciesRecursively: false,
    },
    {
      name: 'public-page',
      test: onlyOnPublicPages,
      priority: 3,
      includeDependenciesRecursively: false,
    },
    { name: 'shared-with-public-pages', test: (id) => publicRoots.has(id), priority: 2 },
    { name: 'first-screen', test: (id) => roots.has(id), priority: 1 },
  ];
}

/** antd's Card imports its Tabs for the `tabList` prop: `import Tabs from '../tabs';`. */
const cardTabsImport = "import Tabs from '../tabs';";

/**
 * antd's Card with its Tabs loaded when a card first shows tabs (`tabList`), which no card of the
 * first screen does: Tabs are some 10 KB gzip of the first screen otherwise. The build fails when
 * antd's Card no longer imports its Tabs as this expects.
 */
export function lazyCardTabs(): Plugin {
  return {
    name: 'portal:lazy-card-tabs',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/ },
      handler(code) {
        if (!code.includes(cardTabsImport))
          this.error(`lazy card tabs: antd's Card no longer has "${cardTabsImport}"`);
        return {
          code: code.replace(
            cardTabsImport,
            "const Tabs = /*#__PURE__*/ React.lazy(() => import('../tabs'));",
          ),
          map: null,
        };
      },
    },
  };
}
