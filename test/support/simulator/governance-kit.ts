// Helpers for the governance conformance tests (real HTTP against a simulator started per suite).
import { expect } from 'vitest';
import type { Address } from '@solana/kit';
import {
  endpointPath,
  governanceReadResponseSchema,
  governanceWriteResponseSchema,
  type EndpointKey,
  type GovernanceReadResponse,
  type Proposal,
  type Scope,
} from '@/lib/partner';
import { forFile } from '../for-file';
import { noMarket, testOAuth, testToken } from './fixtures';
import { advanceClock, bearer, json, startSimulator, type RunningSimulator } from './harness';
import { governanceModule } from '@/simulator/governance';

export const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' } as const;
export const FEE_TOTAL = 5000n + 1_000_000n;
export const TOKEN = 1_000_000n;
export const M = 1_000_000n * TOKEN;
export const DAY = 86_400;

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type TokenSymbol = 'LUMEN' | 'TIDE' | 'EMBER' | 'STONE' | 'QUILL' | 'PLAIN';

export function startGovernanceSim(): Promise<RunningSimulator> {
  return startSimulator({ oauth: testOAuth, governance: governanceModule, market: noMarket });
}

/**
 * The governance simulator a test file shares: started before its tests (`use` gets it and a Gov over
 * it) and closed after them.
 */
export function governanceSimForFile(use: (run: RunningSimulator, gov: Gov) => void): void {
  forFile(startGovernanceSim, (started) => use(started, new Gov(started)), { stop: (run) => run.close() });
}

/**
 * Runs `body` with a governance simulator of its own, for a test that moves its clock or changes its
 * ledger where the file's shared one must stay as seeded; the simulator is closed afterwards.
 */
export async function withOwnGovernanceSim(body: (g: Gov) => Promise<void>): Promise<void> {
  const own = await startGovernanceSim();
  try {
    await body(new Gov(own));
  } finally {
    await own.close();
  }
}

export class Gov {
  constructor(readonly run: RunningSimulator) {}

  get ledger() {
    return this.run.sim().ledger;
  }

  async mint(symbol: TokenSymbol): Promise<Address> {
    return (await this.ledger.keypair(`mint:${symbol}`)).address;
  }

  wallet(user: string): Address {
    const found = this.run.sim().users.get(user);
    if (!found) throw new Error(`no user ${user}`);
    return found.wallet;
  }

  balance(owner: Address, mint: Address): bigint {
    return this.ledger.tokenBalance(owner, mint);
  }

  sol(user: string): bigint {
    return this.ledger.solBalance(this.wallet(user));
  }

  async vaultOf(proposal: string): Promise<Address> {
    return (await this.ledger.keypair(`vault:${proposal}`)).address;
  }

  async read(
    symbolOrMint: string,
    user = 'alice',
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const path = endpointPath('governanceRead', { mint: symbolOrMint });
    return json(await this.run.request(path, bearer(testToken(user))));
  }

  async governance(symbol: TokenSymbol, user = 'alice'): Promise<GovernanceReadResponse> {
    const { status, body } = await this.read(await this.mint(symbol), user);
    expect(status).toBe(200);
    return governanceReadResponseSchema.parse(body);
  }

  /** Seeded proposals of a token in creation order (index 0 first). */
  async proposals(symbol: TokenSymbol): Promise<Proposal[]> {
    return [...(await this.governance(symbol)).proposals].reverse();
  }

  async proposal(symbol: TokenSymbol, index: number): Promise<Proposal> {
    const found = (await this.proposals(symbol))[index];
    if (!found) throw new Error(`no proposal ${index} on ${symbol}`);
    return found;
  }

  async post(key: EndpointKey, user: string, body: Record<string, unknown>, scopes?: Scope[]) {
    const init = bearer(testToken(user, undefined, scopes), { ...FEES, ...body });
    return json(await this.run.request(endpointPath(key), init));
  }

  /** A write that must succeed: parses the response and checks the caller paid at least both fees. */
  async write(key: EndpointKey, user: string, body: Record<string, unknown>) {
    const before = this.sol(user);
    const { status, body: response } = await this.post(key, user, body);
    expect({ status, response }).toMatchObject({ status: 200 });
    expect(before - this.sol(user)).toBeGreaterThanOrEqual(FEE_TOTAL);
    const parsed = governanceWriteResponseSchema.parse(response);
    expect(parsed.status).toBe('processed');
    return parsed;
  }

  /** POST update-content as multipart: text parts (fees added) and file parts. */
  async postForm(user: string, fields: Record<string, string>, files: FilePart[] = [], query = '') {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...FEES, ...fields })) form.append(name, value);
    for (const f of files)
      form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    const init = { method: 'POST', headers: { authorization: `Bearer ${testToken(user)}` }, body: form };
    return json(await this.run.request(`${endpointPath('updateContent')}${query}`, init));
  }

  async advance(seconds: number): Promise<void> {
    expect((await advanceClock(this.run, seconds)).status).toBe(200);
  }

  /**
   * Passes a QUILL proposal of the default 600 s: alice, bob and dana vote yes with 105M tokens (three
   * voters is enough there), voting ends, and dana settles it.
   */
  async passQuillProposal(proposal: string): Promise<void> {
    for (const [user, amount] of [
      ['alice', 40n * M],
      ['bob', 5n * M],
      ['dana', 60n * M],
    ] as const) {
      await this.write('vote', user, { proposal, side: 'yes', amount: amount.toString() });
    }
    await this.advance(600);
    await this.write('settleProposal', 'dana', { proposal });
  }

  now(): bigint {
    return this.run.sim().nowUnix();
  }
}
