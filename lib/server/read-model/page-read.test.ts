import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVotes } from './index';
import { createReadModel } from './model';

// A server-rendered page reads the read model's objects: the text the model sends on the wire is made
// once, and never parsed again for a page.

const VOTES = { votes: [] as unknown[] };

afterEach(() => vi.restoreAllMocks());

describe('a page’s read of the read model', () => {
  it('is the object the model holds, without parsing its text again', async () => {
    const model = createReadModel({
      budget: { points: 120, remaining: async () => 120 },
      fetchUpstream: async () => new Response(JSON.stringify(VOTES), { status: 200 }),
    });
    const viewer = { sessionId: 'alice', wallet: null };
    expect(await readVotes(model, viewer, 'P', 10)).toEqual(VOTES);
    const parse = vi.spyOn(JSON, 'parse');
    expect(await readVotes(model, viewer, 'P', 10)).toEqual(VOTES);
    expect(parse).not.toHaveBeenCalled();
  });
});
