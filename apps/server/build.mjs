// Bundles the server into dist/server.js: our TypeScript and the workspace packages (@portal/*)
// inlined, npm dependencies left as imports, so `node dist/server.js` runs with no compiler.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));
const outdir = `${serverRoot}dist`;

/** Bare imports stay external, except the monorepo's own packages, which ship as TypeScript. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@portal/') ? undefined : { path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: ['src/server.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  // The contract declares itself free of side effects: unused schemas are dropped.
  treeShaking: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
  write: false,
});

// Each file replaced in one rename: a server starting meanwhile reads the old or the new, whole.
mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  writeFileSync(`${file.path}.${process.pid}.tmp`, file.contents);
  renameSync(`${file.path}.${process.pid}.tmp`, file.path);
}
const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
console.log(`Built apps/server/dist (${(bytes / 1024).toFixed(0)} KB with its source map)`);
