import type { Plugin, Rolldown } from 'vite';

/*
 * vite.config.ts loads this file in Node: it imports nothing that needs a browser.
 */

/**
 * V8's explicit compile hint (Chromium 136 on): the functions of a script that starts with it are
 * compiled with the script, on the thread that streams it in, instead of one by one on the main
 * thread the first time each runs. The first screen's render ran about 20 ms of such compiling.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The modules `roots` import statically at any depth, the roots included. */
export function staticClosure(
  roots: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...importsOf(id));
  }
  return reached;
}

/** Whether a chunk starts with the hint: not an entry, and holding one of `hinted`'s modules. */
export function isHintedChunk(
  chunk: { isEntry: boolean; moduleIds: readonly string[] },
  hinted: ReadonlySet<string>,
): boolean {
  return !chunk.isEntry && chunk.moduleIds.some((id) => hinted.has(id));
}

/**
 * Starts the chunk's code with the hint: V8 reads it only on the first line, above the dynamic
 * imports' dependency list Vite writes at the top. A source map moves down a line with the code.
 */
function prependHint(
  chunk: Rolldown.OutputChunk,
  mapFile: Rolldown.OutputBundle[string] | undefined,
) {
  chunk.code = `${compileHint}\n${chunk.code}`;
  if (!chunk.map) return;
  chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
}

/**
 * Starts with the compile hint each chunk that holds code `roots` import statically (by absolute
 * path): code the login page loads while it is idle, and that signing in then runs. The entry
 * is left alone: the login page paints no sooner with all of it compiled up front. The hint is
 * written once the files are named, so a chunk keeps its name whether or not it has the hint;
 * the hint changes when it is compiled, not what it does.
 */
export function compileHints(roots: readonly string[]): Plugin {
  let hinted = new Set<string>();
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    buildEnd() {
      const missing = roots.filter((root) => this.getModuleInfo(root) === null);
      if (missing.length > 0) this.error(`compile hints: no module ${missing.join(', ')}`);
      hinted = staticClosure(roots, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    generateBundle: {
      // After Vite's own, which writes the dependency list at the top.
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && isHintedChunk(file, hinted))
            prependHint(file, bundle[`${file.fileName}.map`]);
        }
      },
    },
  };
}
