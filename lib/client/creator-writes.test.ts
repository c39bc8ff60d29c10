import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/lib/partner';
import { creatorWritePath } from './creator-writes';

// The creator writes name their paths without the endpoint table (which carries every schema of the
// contract and would load them with the page); the table stays the reference.
describe('creator write paths', () => {
  it('are the endpoint table’s paths behind /api', () => {
    expect(creatorWritePath('extend')).toBe(`/api${ENDPOINTS.extendMutability.path}`);
    expect(creatorWritePath('finalize')).toBe(`/api${ENDPOINTS.finalizeMetadata.path}`);
    expect(creatorWritePath('recordLapse')).toBe(`/api${ENDPOINTS.finalizeExpired.path}`);
    expect(creatorWritePath('reclaimBond')).toBe(`/api${ENDPOINTS.withdrawBond.path}`);
  });
});
