import { describe, expect, it } from 'vitest';
import { proposalState, type ProposalState } from '@/lib/domain';
import { turnoutPercent, yesPercent } from '@/lib/format';
import type { Governance, Proposal } from '@/lib/partner';
import { verdictHeadline } from './proposal/verdict-headline';
import { buildVoteSeries, seriesSummary } from './proposal/series';
import { tallyView as tallyPanelView } from './proposal/tally';
import { verdictRows } from './proposal/verdict';
import { progressLine, stateView, tallyView as miniTallyView } from './proposal-view';
import { governance, NOW, proposal, vote } from '@/test/support/fixtures/governance';

// One figure, one rounding: the turnout and the yes share of a proposal read the same in every panel
// that shows them (token page: the proposal row's progress line, mini tally and state; proposal page: the
// header's mini tally, the verdict headline and its rows, the tally panel and the chart's summary).

const M = 1_000_000n * 1_000_000n; // a million tokens in base units (6 decimals)

/** LUMEN #1: 41,000,000 of 1,000,000,000 took part (15% needed), 98% of it yes; settled, failed. */
function lumenOne(patch: Partial<Proposal> = {}): Proposal {
  return proposal(1, {
    yesVotes: String(40_180_000n * 1_000_000n),
    noVotes: String(820_000n * 1_000_000n),
    participatingSupply: String(41n * M),
    participatingVoters: 6,
    votingEndsAtUnix: String(NOW - 60n),
    settled: true,
    outcome: 'failed',
    ...patch,
  });
}

/** Every text each panel writes for the proposal. */
function panelTexts(p: Proposal, gov: Governance, state: ProposalState) {
  const rows = verdictRows(state.rule, gov, { open: false });
  const headline = verdictHeadline(state);
  const votes = [
    vote(p.proposal, { side: 'yes', amount: p.yesVotes, blockTime: '2027-01-15T08:00:00Z' }),
    vote(p.proposal, { side: 'no', amount: p.noVotes, blockTime: '2027-01-15T08:00:01Z' }),
  ];
  const series = buildVoteSeries(votes, {
    totalSupply: gov.totalSupply,
    createdAtUnix: p.createdAtUnix,
    votingEndsAtUnix: p.votingEndsAtUnix,
    nowUnix: NOW,
  });
  const panel = tallyPanelView(p, gov);
  return {
    rowProgress: progressLine(state.rule),
    rowState: stateView(state, p).detail,
    rowTally: miniTallyView(p, gov).text,
    headerTally: miniTallyView(p, gov).text,
    headline: `${headline.title} ${headline.sentence ?? ''}`,
    verdictRows: rows.map((r) => `${r.current} ${r.meterText}`).join(' '),
    tallySides: panel.sides.map((s) => s.shareText).join(' '),
    tallySummary: panel.summary,
    chart: seriesSummary(series, {
      participationBps: BigInt(gov.minParticipatingSupplyBps),
      approvalBps: BigInt(gov.approvalBps),
    }),
  };
}

/** Every percentage written in a text: "4.1%", "98%". */
const percents = (text: string) => text.match(/\d+(?:\.\d+)?%/g) ?? [];

describe('one figure, one rounding', () => {
  it('writes LUMEN #1’s turnout as 4.1% wherever it is shown, never 4%', () => {
    const gov = governance();
    const p = lumenOne();
    const state = proposalState(p, gov, NOW);
    const texts = panelTexts(p, gov, state);
    const turnout = turnoutPercent(state.rule.participation.shareBps, gov.minParticipatingSupplyBps);
    expect(turnout).toBe('4.1%');
    for (const [panel, text] of Object.entries(texts)) {
      expect(percents(text), panel).not.toContain('4%');
    }
    for (const panel of [
      'rowProgress',
      'rowState',
      'headline',
      'verdictRows',
      'tallySummary',
      'chart',
    ] as const)
      expect(texts[panel], panel).toContain(`${turnout} of supply`);
  });

  it('writes the yes share at the approval threshold’s precision in every panel, the header’s tally too', () => {
    // A two-decimal threshold: shares are then read with two decimals (81.25% against 66.55%).
    const gov = governance({ approvalBps: 6655, minParticipatingSupplyBps: 1555 });
    const p = lumenOne({
      yesVotes: String(8_125n * 10_000n * 1_000_000n),
      noVotes: String(1_875n * 10_000n * 1_000_000n),
      participatingSupply: String(100n * M),
      participatingVoters: 6,
    });
    const state = proposalState(p, gov, NOW);
    const texts = panelTexts(p, gov, state);
    const yes = yesPercent(state.rule.approval.shareBps, gov.approvalBps);
    const turnout = turnoutPercent(state.rule.participation.shareBps, gov.minParticipatingSupplyBps);
    expect([yes, turnout]).toEqual(['81.25%', '10%']);
    for (const panel of ['rowState', 'verdictRows'] as const)
      expect(texts[panel], panel).toContain(`${yes} voted yes`);
    expect(texts.chart).toContain(`ended at ${yes}`);
    expect(texts.rowTally).toContain(`(${yes})`);
    expect(texts.headerTally).toBe(texts.rowTally);
    expect(texts.tallySides).toContain(`${yes} of the weight cast`);
    for (const [panel, text] of Object.entries(texts)) expect(percents(text), panel).not.toContain('81.2%');
  });
});
