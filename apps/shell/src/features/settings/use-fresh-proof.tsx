import type { SecondFactorMethod } from '@portal/contract';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { proofMethodsOf } from './api/proof-queries';

// The dialog loads the first time the server asks for a proof.
const ConfirmIdentityDialog = lazy(() =>
  import('./components/confirm-identity-dialog').then((module) => ({
    default: module.ConfirmIdentityDialog,
  })),
);

/** The user closed "confirm it's you" without confirming: the change was not made. */
export class ProofCancelled extends Error {
  override readonly name = 'ProofCancelled';
}

type Asking = { methods: SecondFactorMethod[]; settle: (isProved: boolean) => void };

export type FreshProof = {
  /**
   * Runs a change of the password or the second factors. When the server answers that it needs
   * a proof of the user from the last five minutes, asks for one ("confirm it's you") and runs
   * the change again; rejects with `ProofCancelled` if the user closes the dialog instead.
   */
  withProof: <T>(change: () => Promise<T>) => Promise<T>;
  /** The dialog while it asks; render it where the changes are offered. */
  proofDialog: ReactNode;
};

/**
 * Changes guarded by a fresh proof (docs/security.md, "Fresh proof before a change"): the
 * server says when one is needed, and one confirmation covers the changes of its five minutes.
 */
export function useFreshProof(): FreshProof {
  const [asking, setAsking] = useState<Asking | null>(null);

  const withProof = useCallback(async <T,>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (failure) {
      const methods = proofMethodsOf(failure);
      if (methods === null) throw failure;
      const isProved = await new Promise<boolean>((settle) => setAsking({ methods, settle }));
      setAsking(null);
      if (!isProved) throw new ProofCancelled();
      return change();
    }
  }, []);

  const proofDialog = asking && (
    <Suspense fallback={null}>
      <ConfirmIdentityDialog
        methods={asking.methods}
        onProved={() => asking.settle(true)}
        onCancel={() => asking.settle(false)}
      />
    </Suspense>
  );
  return { withProof, proofDialog };
}

/** Whether a change failed only because the user left "confirm it's you": nothing to report. */
export const isProofCancelled = (failure: unknown) => failure instanceof ProofCancelled;
