import type { Scope } from '@/lib/partner';

/** What each permission lets this app do, in words a person reads on the home page. */
export const SCOPE_WORDS: Record<Scope, string> = {
  'profile:read': 'Read your profile',
  'trade:execute': 'Buy and sell for you',
  'governance:vote': 'Vote, cancel, withdraw and settle for you',
  'governance:propose': 'Create proposals and reclaim bonds for you',
};

export function scopeWords(scope: string): string {
  return scope in SCOPE_WORDS ? SCOPE_WORDS[scope as Scope] : scope;
}
