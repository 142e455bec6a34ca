import { useCallback, useState } from 'react';
import type { EditLockState } from './use-edit-lock';

/**
 * A refused save of an edit (the lock was lost, or someone saved a newer version): the editor
 * shows `saveError` and keeps the draft. `retakeAndKeep` takes the lock again; once it is held,
 * the draft is based on the version it was taken on (`adopt`) and the error goes, so the next save
 * overwrites that version knowingly. A refused retake leaves both as they were (the lock alert
 * says why); a later successful retry of the lock still adopts its version. `adopt` runs while
 * rendering: pass a state setter of the calling component.
 */
export function useRetakeAndKeep(
  lock: EditLockState,
  retake: () => void,
  adopt: (version: number) => void,
) {
  const [isRetaking, setRetaking] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  // Settled while rendering, so no frame shows the new lock with the draft's old version.
  if (isRetaking && lock.status === 'held') {
    setRetaking(false);
    adopt(lock.lock.version);
    setSaveError(undefined);
  }

  const retakeAndKeep = useCallback(() => {
    setRetaking(true);
    retake();
  }, [retake]);

  return { saveError, setSaveError, retakeAndKeep };
}
