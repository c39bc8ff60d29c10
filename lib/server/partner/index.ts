import 'server-only';

// The upstream seam (see seam.ts) and its typed reads. The runtime (lib/server/runtime.ts) builds the one
// seam (`rt.partner`); nothing else talks to the partner service.

export { budgetRefusal, type CallOptions, type PartnerSeam, type ReadOptions } from './seam';
export { floorOf, memoryBudget, limiterBudget, type Priority, type TierBudget } from './budget';
export { UpstreamLostError } from './transport';
export { governancePath, readGovernance, readMe, readMeWithToken, readVotes, votesPath } from './reads';
