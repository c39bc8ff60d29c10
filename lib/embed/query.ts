import { isAddress } from '@/lib/domain/address';
import { ATTRIBUTE_AMOUNT } from './snippet';
import { isInstanceId } from './protocol';
import { isOrigin } from './origin';
import { parseAccent, parseTheme, type WidgetTheme } from './theme';

// The widget page's query, as the loader (/embed.js) writes it from the element's attributes:
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

/** What the widget page reads besides the query above: the newer attributes, each optional. */
export type WidgetOptions = {
  /** The `locale` attribute as written (resolved against the browser's languages by the page). */
  locale: string | null;
  /** The `amount` attribute in the dot form ("0.5"), or null when absent or not a plain decimal. */
  amount: string | null;
  /** `lock-side` is present: the visitor stays on the given side. */
  lockSide: boolean;
};

export function parseWidgetOptions(params: Params): WidgetOptions {
  const locale = one(params.locale)?.trim();
  const amount = one(params.amount)?.trim();
  return {
    locale: locale ? locale.slice(0, 100) : null,
    amount: amount && ATTRIBUTE_AMOUNT.test(amount) ? amount : null,
    lockSide: params['lock-side'] !== undefined,
  };
}
