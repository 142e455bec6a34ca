import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const handler = 'apps/server/src/modules/menu-admin/routes.ts';

async function problemsOf(source: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(source, { filePath: handler });
  return (result?.messages ?? []).map(({ message }) => message);
}

describe('the database stays out of routes and use cases', () => {
  it('refuses a handler that imports the database or queries app.db', async () => {
    const problems = await problemsOf(
      [
        "import { sql } from 'kysely';",
        "import type { FastifyInstance } from 'fastify';",
        'export const count = (app: FastifyInstance) =>',
        '  sql`select count(*) from menus`.execute(app.db);',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/queries through a repository, never the database/),
      expect.stringMatching(/never app\.db/),
    ]);
  }, 60_000);

  it('lets a handler call its use case with the repositories', async () => {
    const problems = await problemsOf(
      [
        "import type { FastifyInstance } from 'fastify';",
        "import { listMenus } from './list-menus';",
        'export const list = (app: FastifyInstance) => listMenus(undefined, app.repositories);',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  }, 60_000);
});
