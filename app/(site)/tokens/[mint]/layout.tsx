import { tokenPageFound } from '@/lib/server/page-found';
import { foundGate } from './found-gate';

// A token's pages: a malformed mint, or one that is neither governed nor a token mint, is a 404 decided
// here, above the pages' loading boundaries, so that it is answered with the status 404 (tokens/not-found).
export default foundGate(tokenPageFound);
