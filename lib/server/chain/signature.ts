import 'server-only';

// The rule is the domain's (the transaction page's not-found view tells a malformed signature apart in the
// browser with it); the server's routes check with the same one.
export { isSignature } from '@/lib/domain/address';
