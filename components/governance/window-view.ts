import { windowState, type WindowState } from '@/lib/domain';
import type { Governance } from '@/lib/partner';

export interface WindowView {
  state: WindowState;
  /** Short status for the badge. */
  label: string;
  tone: 'info' | 'warning' | 'neutral';
  /** Seconds until the permanent lock (0 unless mutable). */
  secondsLeft: bigint;
  /** What the state means for a holder. */
  lines: string[];
}

type WindowInput = Pick<Governance, 'finalized' | 'mutableUntilUnix' | 'mutabilityExtended'>;

/** The ended window (finalized, or lapsed but not yet recorded): nothing counts down, the words are fixed. */
const ENDED: Record<Exclude<WindowState, 'mutable'>, Pick<WindowView, 'label' | 'tone' | 'lines'>> = {
  finalized: {
    label: 'Finalized',
    tone: 'neutral',
    lines: ['The metadata is locked forever. No proposal can change it any more.'],
  },
  lapsed_unrecorded: {
    label: 'Lapsed, not yet recorded',
    tone: 'warning',
    lines: [
      'The window has ended, so the metadata can no longer change, whatever the votes.',
      'It is not yet recorded on-chain as finalized; anyone with the propose permission can record it, without a vote.',
    ],
  },
};

/**
 * The mutable window in words: still mutable (with the time left and whether it can still be extended),
 * finalized, or lapsed but not yet recorded on-chain.
 */
export function windowView(governance: WindowInput, nowUnix: bigint): WindowView {
  const state = windowState(governance, nowUnix);
  if (state !== 'mutable') return { state, secondsLeft: 0n, ...ENDED[state] };
  const until = BigInt(governance.mutableUntilUnix);
  const extended = governance.mutabilityExtended
    ? 'The window was extended once already; it cannot be extended again.'
    : 'The window can be extended once, by a vote.';
  return {
    state,
    label: governance.mutabilityExtended ? 'Mutable, extended' : 'Mutable',
    tone: 'info',
    secondsLeft: until - nowUnix,
    lines: [
      'Until then, passed proposals can change the metadata. At the end it locks permanently, with or without votes.',
      extended,
    ],
  };
}
