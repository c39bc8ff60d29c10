import { describe, expect, it } from 'vitest';
import { catalogueError } from '@/lib/partner';
import type { FlowState } from '@/lib/client/write-flow';
import { txReport } from '@/test/support/tx-report';
import { isRunning } from '@/lib/client/write-flow';
import { announcementOf, SLOW_TEXT, stepsOf } from './flow-view';

const SIG = 'sig';
const report = txReport({ signature: SIG });
const statuses = (s: FlowState) => stepsOf(s).map((step) => step.status);

describe('stepsOf', () => {
  it('walks Submitted → Confirmed on the network → Data updated', () => {
    expect(stepsOf({ phase: 'submitting' }).map((s) => s.label)).toEqual([
      'Submitted',
      'Confirmed on the network',
      'Data updated',
    ]);
    expect(statuses({ phase: 'idle' })).toEqual(['waiting', 'waiting', 'waiting']);
    expect(statuses({ phase: 'submitting' })).toEqual(['current', 'waiting', 'waiting']);
    expect(statuses({ phase: 'confirming', signature: SIG, slow: false })).toEqual([
      'done',
      'current',
      'waiting',
    ]);
    expect(statuses({ phase: 'updating', signature: SIG, report })).toEqual(['done', 'done', 'current']);
    expect(statuses({ phase: 'done', signature: SIG, report })).toEqual(['done', 'done', 'done']);
  });

  it('says "taking longer" after 30 s instead of failing', () => {
    const slow = stepsOf({ phase: 'confirming', signature: SIG, slow: true });
    expect(slow[1]).toEqual({ label: 'Confirmed on the network', status: 'current', detail: SLOW_TEXT });
  });

  it('marks where it failed, and unknown outcomes as unknown', () => {
    const txFailed: FlowState = { phase: 'failed', error: catalogueError('tx_failed'), signature: SIG };
    expect(statuses(txFailed)).toEqual(['done', 'failed', 'waiting']);
    expect(stepsOf(txFailed)[1]!.detail).toMatch(/fees were paid/);
    expect(statuses({ phase: 'failed', error: catalogueError('already_voted'), signature: null })).toEqual([
      'failed',
      'waiting',
      'waiting',
    ]);
    expect(
      statuses({ phase: 'unknown', error: catalogueError('write_outcome_unknown'), signature: null }),
    ).toEqual(['unknown', 'waiting', 'waiting']);
    expect(statuses({ phase: 'unknown', error: null, signature: SIG })).toEqual([
      'done',
      'unknown',
      'waiting',
    ]);
  });
});

describe('announcementOf', () => {
  it('announces each step in words', () => {
    expect(announcementOf({ phase: 'idle' }, 'Your vote')).toBe('');
    expect(announcementOf({ phase: 'submitting' }, 'Your vote')).toBe('Sending your vote…');
    expect(announcementOf({ phase: 'confirming', signature: SIG, slow: false }, 'The settlement')).toBe(
      'The settlement was submitted. Waiting for the network to confirm it.',
    );
    expect(announcementOf({ phase: 'confirming', signature: SIG, slow: true }, 'Your vote')).toBe(SLOW_TEXT);
    expect(announcementOf({ phase: 'updating', signature: SIG, report }, 'Your withdrawal')).toBe(
      'Your withdrawal is confirmed on the network. Updating the data…',
    );
    expect(announcementOf({ phase: 'done', signature: SIG, report }, 'Your cancellation')).toBe(
      'Done: your cancellation is confirmed and the data is up to date.',
    );
    expect(
      announcementOf({ phase: 'failed', error: catalogueError('tx_failed'), signature: SIG }, 'Your vote'),
    ).toBe('Your vote failed on the network; its fees were paid.');
    expect(announcementOf({ phase: 'unknown', error: null, signature: null }, 'Your vote')).toBe(
      'The outcome of your vote is unknown.',
    );
  });

  it('isRunning only while submitting, confirming or updating', () => {
    expect(isRunning({ phase: 'submitting' })).toBe(true);
    expect(isRunning({ phase: 'confirming', signature: SIG, slow: true })).toBe(true);
    expect(isRunning({ phase: 'done', signature: SIG, report })).toBe(false);
    expect(isRunning({ phase: 'idle' })).toBe(false);
  });
});
