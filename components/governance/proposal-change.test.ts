import { describe, expect, it } from 'vitest';
import { describeChange } from './proposal-change';
import { proposal } from '@/test/support/fixtures/governance';

const none = { changedDescription: false };

describe('describeChange', () => {
  it('names a new name and symbol', () => {
    expect(describeChange(proposal(0, { ...none, changedName: true, actionName: 'Quill Ink' }))).toBe(
      'Name → Quill Ink',
    );
    expect(
      describeChange(
        proposal(0, {
          changedName: true,
          actionName: 'Quill Ink',
          changedSymbol: true,
          actionSymbol: 'QINK',
          changedImage: true,
        }),
      ),
    ).toBe('Name → Quill Ink, Symbol → QINK, new image and description');
  });

  it('lists fields whose new values live in the metadata file', () => {
    expect(describeChange(proposal(0))).toBe('New description');
    expect(
      describeChange(
        proposal(0, { ...none, changedWebsite: true, changedTwitter: true, changedTelegram: true }),
      ),
    ).toBe('New website, X (Twitter) link and Telegram link');
    expect(describeChange(proposal(0, { ...none, changedName: true }))).toBe('New name');
    expect(describeChange(proposal(0, none))).toBe('Change the metadata');
  });

  it('describes an extension and finalizing', () => {
    expect(
      describeChange(proposal(0, { actionKind: 'extend_mutability', actionAdditionalSeconds: '1728000' })),
    ).toBe('Extend the window by 20 days');
    expect(
      describeChange(proposal(0, { actionKind: 'extend_mutability', actionAdditionalSeconds: null })),
    ).toBe('Extend the window');
    expect(describeChange(proposal(0, { actionKind: 'finalize_metadata' }))).toBe(
      'Finalize metadata forever',
    );
  });

  it('names an unknown action as it is', () => {
    expect(describeChange(proposal(0, { actionKind: 'burn_everything' }))).toBe('Action “burn_everything”');
  });
});
