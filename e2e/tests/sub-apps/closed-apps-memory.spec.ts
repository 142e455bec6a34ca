import type { CDPSession } from '@playwright/test';
import { buildToolchainApps, toolchainAppPrefixes } from '../../fixtures/toolchain-apps/build.mjs';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { changeRegistry } from '../../support/registry';
import { serverOfTheseTests } from '../../support/standalone-server';
import { closeActiveTab, openInShell, subApp } from './sub-app-page';

const port = e2eServer.port + 97;
/** Vue 2 + vue-router 3 + element-ui, the app that kept every closed copy of itself alive. */
const fixture = 'vue2-webpack-hash';
const appName = 'sub-other';
const home = '/other/index';
const rounds = 3;

type HeapSnapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

/** A heap snapshot of the page, after forced collections. */
async function heapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  for (let index = 0; index < 3; index += 1) await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}

/**
 * What of a closed app is still alive: documents detached from any frame (each sandbox's, once
 * its iframe is removed) and nodes micro-app marked as the app's (`__MICRO_APP_NAME__`).
 */
function aliveOf(heap: HeapSnapshot, name: string) {
  const { node_fields: nodeFields, edge_fields: edgeFields } = heap.snapshot.meta;
  const [nodeTypes] = heap.snapshot.meta.node_types;
  const [edgeTypes] = heap.snapshot.meta.edge_types;
  const [typeAt, nameAt, edgeCountAt, detachedAt] = [
    'type',
    'name',
    'edge_count',
    'detachedness',
  ].map((field) => nodeFields.indexOf(field)) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((field) =>
    edgeFields.indexOf(field),
  ) as [number, number, number];
  const { nodes, edges, strings } = heap;
  const stringAt = (index: number | undefined) => strings[index ?? -1];
  const alive = { detachedDocuments: 0, appNodes: 0 };
  let edge = 0;
  for (let node = 0; node < nodes.length; node += nodeFields.length) {
    const isDocument =
      nodeTypes[nodes[node + typeAt] ?? -1] === 'native' &&
      stringAt(nodes[node + nameAt]) === 'HTMLDocument';
    // Detachedness 2: detached from any frame.
    if (isDocument && nodes[node + detachedAt] === 2) alive.detachedDocuments += 1;
    const edgeCount = nodes[node + edgeCountAt] ?? 0;
    for (let index = 0; index < edgeCount; index += 1, edge += edgeFields.length) {
      const isNameProperty =
        edgeTypes[edges[edge + edgeTypeAt] ?? -1] === 'property' &&
        stringAt(edges[edge + edgeNameAt]) === '__MICRO_APP_NAME__';
      const value = edges[edge + edgeToAt] ?? -1;
      if (isNameProperty && stringAt(nodes[value + nameAt]) === name) alive.appNodes += 1;
    }
  }
  return alive;
}

test.describe('a closed sub-app gives its memory back', () => {
  const server = serverOfTheseTests(port);
  let foreign: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;

  test.beforeAll(async () => {
    // A first build installs from npm; later runs reuse the cached build of the same lockfile.
    test.setTimeout(600_000);
    const dists = await buildToolchainApps({ only: [fixture] });
    const portal = server.current();
    foreign = await serveForeignOrigin(0, {
      [toolchainAppPrefixes[fixture]]: {
        folder: dists[fixture],
        corsFor: portal.origin,
        isSinglePage: true,
      },
    });
    changeRegistry(portal.databaseFile, {
      [appName]: { url: `${foreign.origin}${toolchainAppPrefixes[fixture]}` },
    });
  });

  test.afterAll(async () => {
    await foreign?.close();
  });

  test('the Vue 2 + element-ui app opened and closed three times leaves no copy of its DOM or sandbox alive', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, demoUsers.zhangsan, { origin: server.current().origin });
    const cdp = await page.context().newCDPSession(page);
    for (let round = 0; round < rounds; round += 1) {
      await openInShell(page, home);
      await expect(subApp(page, appName).getByTestId('fx-user')).toHaveText('张三');
      await closeActiveTab(page);
      await expect(subApp(page, appName)).toHaveCount(0);
      await expect(page.locator(`iframe#${appName}[powered-by="micro-app"]`)).toHaveCount(0);
    }

    // Counted again until none is left: the browser may take a moment to let a removed frame go,
    // and a snapshot of the page takes seconds on a busy machine.
    await expect
      .poll(async () => aliveOf(await heapSnapshot(cdp), appName), { timeout: 60_000 })
      .toEqual({ detachedDocuments: 0, appNodes: 0 });
  });
});
