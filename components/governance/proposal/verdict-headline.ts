// The verdict panel's headline: where an open proposal stands, what a closed one WILL be when settled,
// and, once settled, one sentence on why it passed or failed.

import type { ProposalState } from '@/lib/domain';
import { explainVerdict } from '@/lib/format';

export type HeadlineTone = 'success' | 'danger' | 'warning' | 'neutral';

export interface VerdictHeadline {
  tone: HeadlineTone;
  title: string;
  /** The sentence under the title; null when the title says it all. */
  sentence: string | null;
}

/** explainVerdict's sentence without its "Passed: " / "Failed: " prefix. */
export function verdictReason(sentence: string): string {
  return sentence.replace(/^(Passed|Failed): /, '');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function verdictHeadline(
  state: Pick<ProposalState, 'phase' | 'rule' | 'rawOutcome'>,
): VerdictHeadline {
  const { phase, rule, rawOutcome } = state;
  const sentence = explainVerdict(rule);
  const met = [rule.voters.met, rule.participation.met, rule.approval.met].filter(Boolean).length;
  const raw = rawOutcome === null ? '' : ` The service reports the outcome “${rawOutcome}”.`;

  switch (phase) {
    case 'open':
      return rule.passes
        ? {
            tone: 'success',
            title: 'Passing so far',
            sentence: 'All three conditions are met; it passes if they still are when voting ends.',
          }
        : {
            tone: 'warning',
            title: 'Not passing yet',
            sentence: `${met} of 3 conditions met. Below, what each still takes.`,
          };
    case 'awaiting_settlement':
      return rule.passes
        ? {
            tone: 'success',
            title: 'Will pass when settled',
            sentence: `${capitalise(verdictReason(sentence))} Voting has ended; anyone may settle it now.`,
          }
        : {
            tone: 'danger',
            title: `Will fail when settled: ${verdictReason(sentence)}`,
            sentence: 'Voting has ended; anyone may settle it now.',
          };
    case 'executed':
    case 'passed': {
      const applied =
        phase === 'executed'
          ? ' The change was applied.'
          : ' The change was not applied: the metadata could no longer take it (the window lapsed, it was finalized, or another change came first).';
      if (!rule.passes)
        return {
          tone: 'warning',
          title: 'Passed',
          sentence: `The service recorded this proposal as passed, although its tally does not meet every condition (${verdictReason(sentence)})${applied}${raw}`,
        };
      return { tone: 'success', title: sentence, sentence: `${applied.trim()}${raw}` };
    }
    case 'failed':
      if (rule.passes)
        return {
          tone: 'danger',
          title: 'Failed',
          sentence: `The service recorded this proposal as failed, although its tally meets all three conditions.${raw}`,
        };
      return { tone: 'danger', title: sentence, sentence: raw === '' ? null : raw.trim() };
  }
}
