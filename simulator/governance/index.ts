// Governance of the simulated world: state, endpoints and seed. See README.md for the decisions.
import type { ModuleFactories } from '../core/modules';
import { finalizeExpired, withdrawBond } from './bonds';
import { updateContent } from './content';
import type { GovContext } from './context';
import { catalogueError } from '@/lib/partner';
import { sendError } from '../http/reply';
import { pinnedContent, pinStoreOf } from './pinned';
import { extendMutability, finalizeMetadata } from './proposals';
import { governanceRead, votesList } from './reads';
import { seedGovernance } from './seed';
import { settleProposal } from './settle';
import { GovernanceStore } from './state';
import { cancelVote, vote, withdrawVote } from './votes';

export { pinnedContent, type PinnedItem } from './pinned';

export const governanceModule: ModuleFactories['governance'] = {
  async create(sim) {
    const ctx: GovContext = { sim, store: new GovernanceStore(), pins: pinStoreOf(sim) };
    const notes = await seedGovernance(ctx);
    return {
      handlers: {
        governanceRead: governanceRead(ctx),
        votesList: votesList(ctx),
        vote: vote(ctx),
        cancelVote: cancelVote(ctx),
        withdrawVote: withdrawVote(ctx),
        settleProposal: settleProposal(ctx),
        updateContent: updateContent(ctx),
        extendMutability: extendMutability(ctx),
        finalizeMetadata: finalizeMetadata(ctx),
        finalizeExpired: finalizeExpired(ctx),
        withdrawBond: withdrawBond(ctx),
      },
      governanceOf: (mint) => ctx.store.byMint.get(mint)?.governance ?? null,
      describeProposals: () => notes.map((n) => ({ ...n })),
    };
  },
  routes(app, current) {
    // GET /pinned/{sha256} – an image or metadata JSON pinned by update-content
    app.get<{ Params: { id: string } }>('/pinned/:id', async (request, reply) => {
      const item = pinnedContent(current(), request.params.id);
      if (!item) return sendError(reply, catalogueError('not_found'));
      return reply
        .type(item.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(item.bytes));
    });
  },
};
