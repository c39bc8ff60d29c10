// "What it changes": the current and proposed value of each field in an update-content change set, the
// new end of the mutable window for an extension, and what finalizing means.

import { toBigInt } from '@/lib/domain';
import type { MetadataJsonView, TokenMetadataView } from '@/lib/api';
import type { Proposal } from '@/lib/partner';
import { formatDuration } from '@/lib/format';
import type { ChangeInput } from '../proposal-change';

export type ContentField = 'name' | 'symbol' | 'image' | 'description' | 'website' | 'twitter' | 'telegram';

export interface ChangeRow {
  field: ContentField;
  label: string;
  /** The value as it stands: null when not set, undefined when it could not be read. */
  current: string | null | undefined;
  /** The proposed value: null when the change clears it, undefined when it could not be read. */
  proposed: string | null | undefined;
}

type ChangedFlag = `changed${Capitalize<ContentField>}`;

const FIELDS: readonly [ContentField, string, ChangedFlag][] = [
  ['name', 'Name', 'changedName'],
  ['symbol', 'Symbol', 'changedSymbol'],
  ['image', 'Image', 'changedImage'],
  ['description', 'Description', 'changedDescription'],
  ['website', 'Website', 'changedWebsite'],
  ['twitter', 'X (Twitter)', 'changedTwitter'],
  ['telegram', 'Telegram', 'changedTelegram'],
];

type ChangeFlags = Omit<ChangeInput, 'actionKind' | 'actionAdditionalSeconds'>;

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/**
 * One row per changed field. Name and symbol come from `actionName`/`actionSymbol` (the proposal itself),
 * the rest from the proposed metadata JSON at `actionUri`; `current` and `proposed` are null/undefined
 * when the metadata or the JSON could not be read.
 */
export function changeRows(
  proposal: ChangeFlags,
  current: TokenMetadataView | null | undefined,
  proposed: MetadataJsonView | null | undefined,
): ChangeRow[] {
  return FIELDS.filter(([, , flag]) => proposal[flag] === true).map(([field, label]) => {
    let next: string | null | undefined = proposed ? blankToNull(proposed[field]) : undefined;
    if (field === 'name' && proposal.actionName !== null) next = proposal.actionName;
    if (field === 'symbol' && proposal.actionSymbol !== null) next = proposal.actionSymbol;
    return { field, label, current: current ? blankToNull(current[field]) : undefined, proposed: next };
  });
}

/** An image address the page may show: http(s) only. */
export function imageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface ExtensionView {
  /** How much longer the window stays open, in words ("20 days"). */
  by: string;
  /** The window's end if it passes (or, once applied, its end now). */
  newEndUnix: bigint;
  /** The window's end before the extension. */
  previousEndUnix: bigint;
  applied: boolean;
}

/**
 * An extension's new end: the current `mutableUntilUnix` plus `actionAdditionalSeconds`; once executed,
 * the governance already holds the extended end, so it is that end and the previous one is derived.
 * Null when the proposal does not say how long.
 */
export function extensionView(
  proposal: Pick<Proposal, 'actionAdditionalSeconds' | 'executed'>,
  governance: { mutableUntilUnix: string },
): ExtensionView | null {
  if (proposal.actionAdditionalSeconds === null) return null;
  const extra = toBigInt(proposal.actionAdditionalSeconds, 'actionAdditionalSeconds');
  const end = toBigInt(governance.mutableUntilUnix, 'mutableUntilUnix');
  const applied = proposal.executed;
  return {
    by: formatDuration(extra),
    newEndUnix: applied ? end : end + extra,
    previousEndUnix: applied ? end - extra : end,
    applied,
  };
}

/** What finalizing means, before it passes and once it has been applied. */
export function finalizeMeaning(applied: boolean): string[] {
  return applied
    ? [
        'It passed and was applied: no field can ever change again. Name, symbol, image, description and links stay as they are, forever.',
        'No further content proposals can be made for this token.',
      ]
    : [
        'After it passes, no field can ever change again: name, symbol, image, description and links stay as they are now, forever.',
        'No further content proposals can be made for this token, and the mutable window ends early.',
      ];
}
