import { appendFile } from 'node:fs/promises';
import type { Clock } from '../clock';
import { checkpointLine, signHeadCheckpoint, type SignedCheckpoint } from './signed-checkpoint';
import type { SigningKey } from './signing-key';

export type CheckpointWriterOptions = {
  /** The chain head as the database has it now. */
  readHead: () => Promise<{ id: number; hash: string }>;
  key: SigningKey;
  instance: string;
  clock: Clock;
  /** The file each checkpoint is appended to, a JSON line each (AUDIT_CHECKPOINT_FILE). */
  file: string;
  /** Where else a checkpoint goes once in the file: the collector. */
  onSigned: (checkpoint: SignedCheckpoint) => void;
};

/**
 * Signs the chain head as it is now and appends it to the file, then hands it on: the file first,
 * since `npm run audit:verify` reads it. Throws when the database or the file fails; the next
 * checkpoint tries again.
 */
export function createCheckpointWriter({
  readHead,
  key,
  instance,
  clock,
  file,
  onSigned,
}: CheckpointWriterOptions) {
  return async (): Promise<SignedCheckpoint> => {
    const head = await readHead();
    const checkpoint = signHeadCheckpoint(
      { instance, at: clock.now().toISOString(), id: head.id, hash: head.hash },
      key,
    );
    // One write of a short line in append mode: lines of several instances do not interleave.
    await appendFile(file, `${checkpointLine(checkpoint)}\n`, { encoding: 'utf8', mode: 0o640 });
    onSigned(checkpoint);
    return checkpoint;
  };
}
