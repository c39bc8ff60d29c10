import { isAddress } from '@/lib/domain/address';
import { isInstanceId } from './protocol';
import { isOrigin } from './origin';
import { parseAccent, parseTheme, type WidgetTheme } from './theme';

// The widget page's query, as public/embed.js writes it from the element's attributes:
// mint (required), side, theme, accent, and the loader's parentOrigin and instanceId.

export type WidgetQuery = {
  /** Null when missing or not a Solana address. */
  mint: string | null;
  side: 'buy' | 'sell';
  theme: WidgetTheme;
  /** `#rrggbb`, or null for the default accent. */
  accent: string | null;
  /** Null when missing or not an origin. */
  parentOrigin: string | null;
  /** Null when missing or malformed (then the widget posts nothing: no host could tell it apart). */
  instanceId: string | null;
};

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseWidgetQuery(params: Params): WidgetQuery {
  const mint = one(params.mint);
  const parentOrigin = one(params.parentOrigin);
  const instanceId = one(params.instanceId);
  return {
    mint: mint && isAddress(mint) ? mint : null,
    side: one(params.side) === 'sell' ? 'sell' : 'buy',
    theme: parseTheme(one(params.theme)),
    accent: parseAccent(one(params.accent)),
    parentOrigin: parentOrigin && isOrigin(parentOrigin) ? parentOrigin : null,
    instanceId: isInstanceId(instanceId) ? instanceId : null,
  };
}
