import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** An error as PostgreSQL sends it, with its SQLSTATE. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a fast shutdown or pg_terminate_backend',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    [
      'a crash of another backend',
      serverError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['a server starting up', serverError('57P03', 'the database system is starting up')],
    [
      'an idle session timed out',
      serverError('57P05', 'terminating connection due to idle-session timeout'),
    ],
    [
      'a server with no room for a connection',
      serverError('53300', 'sorry, too many clients already'),
    ],
    ['a connection failure', serverError('08006', 'connection failure')],
    ['a connection that could not be made', serverError('08001', 'could not connect')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a host that cannot be resolved', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a connection that timed out', new Error('Connection terminated due to connection timeout')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks into causes and each address tried', () => {
    const everyAddress = Object.assign(
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      { code: undefined },
    );
    expect(isDatabaseUnavailable(everyAddress)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('ECONNRESET') }))).toBe(
      true,
    );
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a missing table', serverError('42P01', 'relation "nope" does not exist')],
    [
      'a query cancelled by statement_timeout',
      serverError('57014', 'canceling statement due to statement timeout'),
    ],
    [
      'a wrong password (a setting to fix, not to wait out)',
      serverError('28P01', 'password authentication failed'),
    ],
    ['a missing database', serverError('3D000', 'database "portal" does not exist')],
    [
      'a SQLite constraint',
      Object.assign(new Error('UNIQUE constraint failed'), { errcode: 2067 }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('does not take %s for it', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not loop on an error that causes itself', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
