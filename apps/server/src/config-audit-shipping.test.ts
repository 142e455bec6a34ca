import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repositoryRoot } from './repository-root';
import { ed25519Pem } from './lib/audit-shipping/test-keys';

const { privatePem } = ed25519Pem();

/** The configuration's error for these variables, or null when it loads. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('the audit shipping configuration', () => {
  it('ships nothing and signs nothing unless told, under the host and port as its name', () => {
    expect(loadConfig({ PORT: '8081' }).auditShipping).toEqual({
      collector: null,
      instance: `${hostname()}:8081`,
      checkpoints: null,
    });
  });

  it('reads the collector over TCP or TLS, with syslog’s ports when none is given', () => {
    const collectorOf = (url: string, more: Record<string, string> = {}) =>
      loadConfig({ AUDIT_SYSLOG_URL: url, ...more }).auditShipping.collector;
    expect(collectorOf('tcp://logs.example.com:10514')).toEqual({
      protocol: 'tcp',
      host: 'logs.example.com',
      port: 10514,
      caFile: null,
    });
    expect(collectorOf('tcp://logs')).toMatchObject({ port: 514 });
    expect(collectorOf('tls://[::1]', { AUDIT_SYSLOG_CA: 'deploy/ca.pem' })).toEqual({
      protocol: 'tls',
      host: '::1',
      port: 6514,
      caFile: join(repositoryRoot, 'deploy/ca.pem'),
    });
  });

  it('refuses a collector that is not syslog over TCP or TLS, and a CA without TLS', () => {
    for (const url of ['udp://logs:514', 'logs:514', 'tcp://user@logs:514', 'tcp://logs:514/x']) {
      expect(refusal({ AUDIT_SYSLOG_URL: url }), url).toContain(
        `AUDIT_SYSLOG_URL="${url}": expected tcp://host:port or tls://host:port`,
      );
    }
    expect(refusal({ AUDIT_SYSLOG_URL: 'tcp://logs', AUDIT_SYSLOG_CA: 'ca.pem' })).toContain(
      'AUDIT_SYSLOG_CA="ca.pem": only with a tls:// AUDIT_SYSLOG_URL',
    );
    expect(refusal({ AUDIT_INSTANCE_NAME: 'portal one' })).toContain(
      'AUDIT_INSTANCE_NAME="portal one": expected 1 to 64 of',
    );
  });

  it('signs checkpoints with an Ed25519 key into a file, at most every five minutes', () => {
    const { checkpoints } = loadConfig({
      AUDIT_SIGNING_KEY: privatePem,
      AUDIT_CHECKPOINT_FILE: '/var/lib/portal/checkpoints.jsonl',
    }).auditShipping;
    expect(checkpoints).toMatchObject({
      file: '/var/lib/portal/checkpoints.jsonl',
      intervalMs: 300_000,
      key: { keyId: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
    expect(
      refusal({
        AUDIT_SIGNING_KEY: privatePem,
        AUDIT_CHECKPOINT_FILE: 'c',
        AUDIT_CHECKPOINT_SECONDS: '301',
      }),
    ).toContain('AUDIT_CHECKPOINT_SECONDS="301": at most 300 seconds');
  });

  it('refuses a key that is not Ed25519 in PEM without echoing it, and a key without its file', () => {
    const message = refusal({ AUDIT_SIGNING_KEY: 'secret text', AUDIT_CHECKPOINT_FILE: 'c' });
    expect(message).toContain(
      'AUDIT_SIGNING_KEY: expected a private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)',
    );
    expect(message).not.toContain('secret text');
    expect(refusal({ AUDIT_SIGNING_KEY: privatePem })).toContain(
      'AUDIT_CHECKPOINT_FILE="": required with AUDIT_SIGNING_KEY',
    );
    expect(refusal({ AUDIT_CHECKPOINT_FILE: 'c' })).toContain(
      'AUDIT_SIGNING_KEY: required with AUDIT_CHECKPOINT_FILE',
    );
  });
});
