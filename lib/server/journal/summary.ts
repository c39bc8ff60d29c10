import 'server-only';
import { shortAddress } from '@/lib/domain';
import { formatDuration, percent, solAmount, tokenAmount } from '@/lib/format';
import type { EndpointKey } from '@/lib/partner';

// A short, plain line for each write ("vote yes 1,000 tokens"), from the validated request fields only:
// amounts as given, never a token, key or cookie.

const MAX_SUMMARY = 200;

type Fields = Record<string, unknown>;

const text = (data: Fields, name: string): string | null => {
  const value = data[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
};

const amount = (value: string | null, format: (units: bigint) => string, unit: string) =>
  value !== null && /^[0-9]{1,40}$/.test(value) ? format(BigInt(value)) : `? ${unit}`;

// The journal does not know the token's symbol, so its amounts say "tokens" (lib/format's fallback).
const tokens = (data: Fields, name: string) => amount(text(data, name), (v) => tokenAmount(v), 'tokens');
const sol = (data: Fields, name: string) => amount(text(data, name), solAmount, 'SOL');

function tradeBound(data: Fields, explicit: string): string {
  const slippage = data.slippageBps;
  if (typeof slippage === 'number') return `, slippage ${percent(slippage)}`;
  const bound = text(data, explicit);
  return bound === null ? '' : `, ${explicit} ${bound}`;
}

function duration(seconds: string | null): string {
  if (seconds === null || !/^[0-9]{1,15}$/.test(seconds)) return 'a while';
  return formatDuration(seconds);
}

const CONTENT_FIELDS = ['name', 'symbol', 'description', 'website', 'twitter', 'telegram', 'image'];

const SUMMARIES: Record<EndpointKey, (data: Fields) => string> = {
  me: () => 'read profile',
  governanceRead: () => 'read governance',
  votesList: () => 'read votes',
  vote: (d) => `vote ${text(d, 'side') ?? '?'} ${tokens(d, 'amount')}`,
  cancelVote: () => 'cancel vote',
  withdrawVote: (d) => {
    const voter = text(d, 'voter');
    return voter ? `withdraw vote tokens of ${shortAddress(voter)}` : 'withdraw vote tokens';
  },
  settleProposal: () => 'settle proposal',
  buy: (d) => `buy with ${sol(d, 'maxSolIn')}${tradeBound(d, 'minTokensOut')}`,
  buyExactOut: (d) =>
    `buy ${tokens(d, 'tokensOut')}${text(d, 'maxSolIn') ? ` for at most ${sol(d, 'maxSolIn')}` : ''}${tradeBound(d, '')}`,
  sell: (d) => `sell ${tokens(d, 'tokensIn')}${tradeBound(d, 'minSolOut')}`,
  updateContent: (d) =>
    `propose content change: ${CONTENT_FIELDS.filter((f) => d[f] !== undefined).join(', ') || 'nothing'}`,
  extendMutability: (d) => `propose extending the window by ${duration(text(d, 'additionalSeconds'))}`,
  finalizeMetadata: () => 'propose locking the metadata forever',
  finalizeExpired: () => 'record the lapsed metadata window',
  withdrawBond: () => 'withdraw proposal bond',
};

export function summarize(kind: EndpointKey, data: Fields): string {
  const line = SUMMARIES[kind](data);
  return line.length > MAX_SUMMARY ? `${line.slice(0, MAX_SUMMARY - 1)}…` : line;
}
