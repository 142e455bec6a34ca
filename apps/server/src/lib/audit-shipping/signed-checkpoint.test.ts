import { describe, expect, it } from 'vitest';
import { checkpointLine, readCheckpointFile, signHeadCheckpoint } from './signed-checkpoint';
import { signingKeyOf, verifyingKeysOf } from './signing-key';
import { ed25519Pem } from './test-keys';

const pair = ed25519Pem();
const key = signingKeyOf(pair.privatePem);
const keys = verifyingKeysOf(pair.publicPem);
const head = {
  instance: 'portal-1:8081',
  at: '2026-11-26T09:30:00.000Z',
  id: 12,
  hash: 'a'.repeat(64),
};

describe('a signed checkpoint', () => {
  it('is read back from its line with its line number when the key signed it', () => {
    const signed = signHeadCheckpoint(head, key);
    expect(signed).toMatchObject({ ...head, key: key.keyId });
    const text = `${checkpointLine(signed)}\n\n${checkpointLine({ ...signed, id: 12 })}\n`;
    expect(readCheckpointFile(text, keys)).toEqual({
      checkpoints: [
        { ...signed, line: 1 },
        { ...signed, line: 3 },
      ],
      problems: [],
      signedByOthers: 0,
    });
  });

  it('holds whatever order its fields are written in', () => {
    const { signature, ...rest } = signHeadCheckpoint(head, key);
    const reordered = JSON.stringify({ signature, ...rest });
    expect(readCheckpointFile(reordered, keys).checkpoints).toHaveLength(1);
  });

  it('names a line changed after signing as forged, and a line that is no checkpoint', () => {
    const signed = signHeadCheckpoint(head, key);
    const text = [
      checkpointLine({ ...signed, id: 11 }),
      checkpointLine({ ...signed, hash: 'b'.repeat(64) }),
      checkpointLine({ ...signed, signature: 'AAAA' }),
      '{"id":12',
      '{"id":"12"}',
    ].join('\n');
    expect(readCheckpointFile(text, keys)).toEqual({
      checkpoints: [],
      problems: [
        { line: 1, problem: 'forged' },
        { line: 2, problem: 'forged' },
        { line: 3, problem: 'forged' },
        { line: 4, problem: 'unreadable' },
        { line: 5, problem: 'unreadable' },
      ],
      signedByOthers: 0,
    });
  });

  it('counts lines of a key not given, which it cannot verify', () => {
    const other = signingKeyOf(ed25519Pem().privatePem);
    const text = checkpointLine(signHeadCheckpoint(head, other));
    expect(readCheckpointFile(text, keys)).toMatchObject({
      problems: [{ line: 1, problem: 'forged' }],
      signedByOthers: 1,
    });
  });
});
