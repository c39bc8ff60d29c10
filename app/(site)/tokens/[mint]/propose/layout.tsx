import { proposePageFound } from '@/lib/server/page-found';
import { foundGate } from '../found-gate';

// The form to propose a change: a token without governance has nothing to change, a 404 decided here,
// above the page's loading boundary, so that it is answered with the status 404 (the token's not-found).
export default foundGate(proposePageFound);
