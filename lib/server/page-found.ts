import 'server-only';
import { cache } from 'react';
import { isAddress } from '@/lib/domain';
import { ApiError, type GovernanceReadResponse } from '@/lib/partner';
import { isTokenMint } from './chain';
import { readGovernance } from './read-model';
import { pageRuntime, pageSession } from './page-runtime';

// Whether a token's or a proposal's page has something to show, decided by their layouts before the
// page's loading boundary, so that a page that does not exist is answered 404 before anything streams
// (behind a loading boundary Next has already sent 200). Only what is known to be absent is "not found":
// without a connection the page asks to connect, and when the service cannot be read the page says so.

type Read = { data: GovernanceReadResponse } | { code: string | null } | null;

/** The connected person's governance read of `mint` (once per request), or null when not connected. */
const governanceOf = cache(async (mint: string): Promise<Read> => {
  const session = await pageSession().catch(() => null);
  if (!session || session.view.status !== 'active') return null;
  try {
    return {
      data: await readGovernance(
        pageRuntime().readModel,
        {
          sessionId: session.sessionId,
          wallet: session.view.wallet,
        },
        mint,
      ),
    };
  } catch (error) {
    return { code: error instanceof ApiError ? error.code : null };
  }
});

/** False for a malformed mint, and for one with no governance that is not a token mint on the network. */
export async function tokenPageFound(mint: string): Promise<boolean> {
  if (!isAddress(mint)) return false;
  const read = await governanceOf(mint);
  if (!read || !('code' in read) || read.code !== 'governance_not_found') return true;
  return isTokenMint(pageRuntime().chain, mint).catch(() => true);
}

/** False for a malformed proposal, and for one the token's governance does not list (or has no governance). */
export async function proposalPageFound(mint: string, proposal: string): Promise<boolean> {
  if (!isAddress(mint) || !isAddress(proposal)) return false;
  const read = await governanceOf(mint);
  if (!read) return true;
  if ('code' in read) return read.code !== 'governance_not_found';
  return read.data.proposals.some((p) => p.proposal === proposal);
}

/** False for a malformed mint, and for one with no governance (nothing to propose a change to). */
export async function proposePageFound(mint: string): Promise<boolean> {
  if (!isAddress(mint)) return false;
  const read = await governanceOf(mint);
  return !(read && 'code' in read && read.code === 'governance_not_found');
}
