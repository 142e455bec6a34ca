// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const shellFeatures = readdirSync('apps/shell/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features of the shell never reach into each other; `app/` composes them. */
const featureIsolation = shellFeatures.map((feature) => ({
  target: `./apps/shell/src/features/${feature}`,
  from: './apps/shell/src/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature; compose them in src/app.',
}));

const serverModules = readdirSync('apps/server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Server layers: app.ts composes the modules; a module uses plugins (the caller and its firms live
 * in plugins/app/authentication.ts), repositories, http, lib and messages, never another module;
 * nothing below the modules imports them.
 */
const serverLayers = [
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`],
    message:
      'A server module does not import another module; share through a plugin or a lower layer.',
  })),
  {
    target: [
      './apps/server/src/repositories',
      './apps/server/src/plugins',
      './apps/server/src/http',
      './apps/server/src/lib',
      './apps/server/src/db',
      './apps/server/src/messages',
    ],
    from: './apps/server/src/modules',
    message: 'Only app.ts composes the modules; the layers below never import them.',
  },
  {
    target: './apps/server/src/repositories',
    from: ['./apps/server/src/plugins', './apps/server/src/http'],
    message: 'Repositories only read and write the database.',
  },
];

/** The lowest server layers, whose code (their tests aside) imports nothing above them. */
const serverLowerLayers = [
  {
    target: './apps/server/src/lib',
    from: [
      './apps/server/src/http',
      './apps/server/src/repositories',
      './apps/server/src/db',
      './apps/server/src/plugins',
      './apps/server/src/config.ts',
    ],
    message: 'lib/ is the lowest layer: plain functions that take what they need as arguments.',
  },
  {
    target: './apps/server/src/db',
    from: [
      './apps/server/src/http',
      './apps/server/src/repositories',
      './apps/server/src/plugins',
      './apps/server/src/config.ts',
    ],
    message: 'db/ knows the schema, its migrations and the demo data, nothing above them.',
  },
];

const typescriptResolver = await import('eslint-import-resolver-typescript');

const i18nOnly = 'User-visible text goes through i18n (t(...)), never a literal in JSX.';

/**
 * A member of Vitest's describe/it/test/suite/bench or Playwright's test, up to two levels down
 * (`it.only`, `test.describe.only`, `test.describe.parallel.only`).
 */
const testApi = '/^(describe|it|test|suite|bench)$/';
const ofTestApi = `:matches([object.name=${testApi}], [object.object.name=${testApi}], [object.object.object.name=${testApi}])`;
const skipped = `MemberExpression[property.name=/^(skip|fixme)$/]${ofTestApi}`;
const notSkipped =
  'A test is never skipped for good: fix it or delete it. Skip only on a condition (Vitest: skipIf/runIf; Playwright: test.skip(condition, reason)).';

/**
 * Focused tests (`.only`) would run alone and hide the rest of the suite; a test skipped without
 * a condition hides itself. Conditional skips stay: Vitest's `skipIf`/`runIf`, Playwright's
 * `test.skip(condition, reason)` and `test.skip(({ fixtures }) => condition)`.
 */
const focusedOrSkippedTests = [
  {
    selector: `MemberExpression[property.name="only"]${ofTestApi}`,
    message: 'A focused test (.only) runs alone and hides the rest of the suite: remove .only.',
  },
  {
    // test.skip(), test.skip(true), describe.skip('title', …), test.skip(title, body).
    selector: `CallExpression:matches([arguments.length=0], [arguments.0.type=/^(Literal|TemplateLiteral)$/], [arguments.1.type=/Function/], [arguments.2.type=/Function/]) > ${skipped}.callee`,
    message: notSkipped,
  },
  // it.skip.each([…])(…)
  { selector: `MemberExpression > ${skipped}.object`, message: notSkipped },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'bench/results',
      'bench/.build',
      'test-results',
      'playwright-report',
      // Sub-apps of other teams' stacks, each its own npm project with its own tooling.
      'e2e/fixtures/toolchain-apps/*/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        typescriptResolver.createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          // The workspace's packages from their sources, as tsconfig's customConditions.
          conditionNames: ['@portal/source', ...typescriptResolver.defaultConditionNames],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // Cycles among our own modules; walking every library's module graph for them doubled the
      // time of the whole lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-named-as-default-member': 'off',
      // TypeScript already checks that a namespace import has the member used.
      'import-x/namespace': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            {
              target: './packages/subapp-sdk',
              from: './packages/contract',
              message:
                'The sub-app SDK depends on nothing of the portal: sub-app teams install it alone.',
            },
            {
              target: './apps/example-subapp',
              from: ['./apps/shell', './apps/server', './packages/contract'],
              message: 'The example sub-app talks to the shell through @portal/subapp-sdk only.',
            },
            { target: ['./apps/shell', './apps/server'], from: './apps/example-subapp' },
            { target: './apps/server', from: './apps/shell' },
            { target: './apps/shell', from: './apps/server' },
            { target: './apps/shell/src/lib', from: './apps/shell/src/features' },
            { target: './apps/shell/src/lib', from: './apps/shell/src/app' },
            { target: './apps/shell/src/features', from: './apps/shell/src/app' },
            ...featureIsolation,
            ...serverLayers,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    // Its tests run on vitest; what the shell and the server import stays zod only.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'The contract imports only zod.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverLayers, ...serverLowerLayers] }],
    },
  },
  {
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/plugins/|^\\.\\./config$',
              message:
                'http/ and lib/ sit below the plugins and the configuration: take what they need as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes and use cases reach the database only through repositories (ARCHITECTURE.md).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^kysely$|/db/(database|migrate|migrations)',
              message: 'A route or use case queries through a repository, never the database.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db']",
          message:
            'A route or use case queries through a repository (app.repositories), never app.db.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./).*',
              message:
                "Routes carry no schema: the shell's bundle imports them, so they import only each other.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/shell/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contract',
              allowTypeImports: true,
              message:
                "The contract's schemas stay out of the shell's bundle: import types, call routes from '@portal/contract/routes' with callEndpoint.",
            },
            {
              name: '@/lib/http/http-client',
              importNames: ['http'],
              message:
                "Call the API with callEndpoint (@/lib/http/call-endpoint) and a route of '@portal/contract/routes': its input and answer are the contract's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/subapp-sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-d.ts', 'packages/subapp-sdk/src/test/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!react$|vue$|\\.).*',
              message:
                'The SDK has no dependency: its own files, react in its React entry, vue in its Vue entry.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/example-subapp/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/\\S/]', message: i18nOnly },
        { selector: 'JSXExpressionContainer > Literal[value=/\\S/]', message: i18nOnly },
        {
          selector:
            'JSXAttribute[name.name=/^(placeholder|title|alt|aria-label|label|tooltip|okText|cancelText|description|message)$/] > Literal',
          message: i18nOnly,
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            "A query's key comes from its feature's queryOptions factory (lib/query-keys.ts: the firm in every key).",
        },
      ],
    },
  },
  {
    // Tests may show literal text; they may not be focused or skipped for good.
    files: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkippedTests] },
  },
  {
    // The shell's test files share one module graph (isolate: false, apps/shell/vitest.config.ts).
    files: ['apps/shell/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...focusedOrSkippedTests,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/^(@\\/|\\.)/]",
          message:
            "A module of the shell keeps what it imported when an earlier test file loaded it, so vi.mock misses it: spy on the export instead, vi.spyOn(module, 'name') in a beforeEach.",
        },
      ],
    },
  },
  prettier,
);
