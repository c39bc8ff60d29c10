import 'server-only';

// The tokens a person follows across the dashboard (held, written to, followed by hand), and the tokens
// this server has read (search).

export { followSet, followStanding, type FollowSetDeps } from './follow-set';
export { addFollow, listFollows, removeFollow, MAX_FOLLOWS } from './follows';
export { readHeldTokens, TOKEN_PROGRAM } from './held';
export { mintParam, sessionWallet } from './wallet';
