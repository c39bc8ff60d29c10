import type { ActionKind } from './availability';

// The voting actions as the write's progress names them, apart from the error words (describe-error.ts)
// so the page can name them without loading those.

export const NOUN: Record<ActionKind, string> = {
  vote: 'vote',
  cancel: 'cancellation',
  withdraw: 'withdrawal',
  settle: 'settlement',
};

/** The action as the stepper announces it: "Your vote was submitted…", "The settlement is confirmed…". */
export const NOUN_PHRASE: Record<ActionKind, string> = {
  vote: 'Your vote',
  cancel: 'Your cancellation',
  withdraw: 'Your withdrawal',
  settle: 'The settlement',
};
