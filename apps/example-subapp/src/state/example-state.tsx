import { clearDirty, setDirty } from '@portal/subapp-sdk';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export type FormDraft = {
  customer: string;
  amount: string;
  product: 'loan' | 'factoring';
  note: string;
};

type ExampleState = {
  count: number;
  increment: () => void;
  draft: FormDraft;
  updateDraft: (changes: Partial<FormDraft>) => void;
  submitted: FormDraft | null;
  submit: () => void;
  isCrashing: boolean;
  crash: () => void;
};

const emptyDraft: FormDraft = { customer: '', amount: '', product: 'loan', note: '' };

const ExampleStateContext = createContext<ExampleState | null>(null);

/**
 * The counter and the form live above the router: they survive moving between the app's pages
 * (two shell tabs of this app switch its route) as well as the shell hiding the app.
 */
export function ExampleStateProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const [draft, setDraft] = useState(emptyDraft);
  const [submitted, setSubmitted] = useState<FormDraft | null>(null);
  // Typed into and not yet submitted: the shell keeps the tab from closing without asking.
  const [isDirty, setIsDirty] = useState(false);
  const [isCrashing, setIsCrashing] = useState(false);
  const state = useMemo<ExampleState>(
    () => ({
      count,
      increment: () => setCount((value) => value + 1),
      draft,
      updateDraft: (changes) => {
        setDraft((value) => ({ ...value, ...changes }));
        if (!isDirty) setDirty();
        setIsDirty(true);
      },
      submitted,
      submit: () => {
        setSubmitted(draft);
        if (isDirty) clearDirty();
        setIsDirty(false);
      },
      isCrashing,
      crash: () => setIsCrashing(true),
    }),
    [count, draft, submitted, isDirty, isCrashing],
  );
  return <ExampleStateContext value={state}>{children}</ExampleStateContext>;
}

export function useExampleState(): ExampleState {
  const state = useContext(ExampleStateContext);
  if (state === null) throw new Error('useExampleState is used outside ExampleStateProvider');
  return state;
}
