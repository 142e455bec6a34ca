// How the text of an environment variable becomes a value of the configuration (config.ts).
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from './db/database';
import { repositoryRoot } from './repository-root';

/** A path as given, or relative to the repository root (never the working directory). */
export const fromRepositoryRoot = (path: string) =>
  isAbsolute(path) ? path : resolve(repositoryRoot, path);

export function parseDatabaseUrl(url: string, context: z.RefinementCtx): DatabaseConfig {
  if (url === 'sqlite::memory:') return { dialect: 'sqlite', filename: ':memory:' };
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path.length > 0) return { dialect: 'sqlite', filename: fromRepositoryRoot(path) };
  }
  if (/^postgres(ql)?:\/\/./.test(url)) return { dialect: 'postgres', connectionString: url };
  context.addIssue({
    code: 'custom',
    message: 'expected sqlite:<file>, sqlite::memory: or postgres://user@host:port/database',
  });
  return z.NEVER;
}

export const seconds = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(min, `at least ${min} seconds`)
    .max(max, `at most ${max} seconds`);

/** A comma-separated list of web origins (`https://portal.example.com`). */
export const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.length > 0 &&
      origins.every((origin) => {
        try {
          return new URL(origin).origin === origin;
        } catch {
          return false;
        }
      }),
    'expected comma-separated origins such as https://portal.example.com',
  );

export const failureCount = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a number of failed sign-ins' })
    .int('expected a whole number')
    .min(min, `at least ${min}`)
    .max(max, `at most ${max}`);

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));
