import { describe, expect, it } from 'vitest';
import { ApiError, catalogueError } from '@/lib/partner';
import { capOf, creatorDescribers } from './describe-error';

const words = creatorDescribers({ symbol: 'QUILL' });
const describe_ = (error: ApiError) => words[error.code]!(error);

describe('creator error words', () => {
  it('name the cap when the refusal carries it, and say it plainly when not', () => {
    const named = catalogueError('mutability_extension_exceeds_cap', { extensionCapSeconds: '2592000' });
    expect(capOf(named)).toBe(2_592_000n);
    expect(describe_(named)).toEqual({
      sentence:
        'The service allows at most 30 days for an extension. The service refused it; nothing changed.',
      action: 'Ask for less time and send it again.',
      ctas: [{ kind: 'retry', label: 'Change the extension' }],
      feesPaid: false,
      outcomeUnknown: false,
    });
    const bare = catalogueError('mutability_extension_exceeds_cap');
    expect(capOf(bare)).toBeNull();
    expect(describe_(bare).sentence).toMatch(
      /^The service allows a shorter extension than the one you asked for\./,
    );
    expect(capOf(catalogueError('internal', { extensionCapSeconds: '5' }))).toBeNull();
  });

  it('tell a vote length the service refuses from a vote that would end after the window', () => {
    // The service's bounds are not published: "shorter" would be a guess, so the refusal says only that
    // this length is not allowed; the window's own rule does ask for a shorter vote.
    expect(describe_(catalogueError('invalid_vote_duration'))).toMatchObject({
      sentence:
        'The service does not allow a vote of this length (its bounds are not published). The service refused it; nothing changed.',
      action: 'Choose another vote duration (the service’s default is 10 minutes) and send it again.',
      ctas: [{ kind: 'retry', label: 'Change the duration' }],
    });
    expect(describe_(catalogueError('vote_duration_exceeds_window'))).toMatchObject({
      sentence:
        'On the service’s clock, the vote would not end before the metadata locks. The service refused it; nothing changed.',
      action: 'Choose a shorter vote duration and send it again.',
    });
  });

  it('give the bond and the balance of an insufficient_proposal_bond refusal', () => {
    const error = catalogueError('insufficient_proposal_bond', {
      requiredTokens: '15000000000000',
      availableTokens: '8000000000000',
    });
    expect(describe_(error).sentence).toBe(
      'The bond is 15,000,000 QUILL and you hold 8,000,000 QUILL. The service refused it; nothing changed.',
    );
    expect(describe_(catalogueError('insufficient_proposal_bond')).sentence).toMatch(
      /^Your balance does not cover/,
    );
  });

  it('explain the one-time extension and the one active proposal', () => {
    expect(describe_(catalogueError('mutability_already_extended')).sentence).toMatch(
      /^The window was already extended once, and it can be extended only once\./,
    );
    expect(describe_(catalogueError('active_proposal_exists')).action).toMatch(/settle it if it waits/);
  });

  it('cover the bond refusals', () => {
    for (const code of [
      'proposal_not_settled',
      'no_proposal_bond',
      'proposal_bond_already_withdrawn',
    ] as const)
      expect(describe_(catalogueError(code)).sentence).toMatch(/nothing changed\.$/);
  });
});
