import type { WindowState } from '@/lib/domain';
import type { TokenMetadataView } from '@/lib/api';
import type { Governance } from '@/lib/partner';

export type MetadataFieldKey =
  'name' | 'symbol' | 'image' | 'description' | 'website' | 'twitter' | 'telegram';

export interface MetadataFieldView {
  key: MetadataFieldKey;
  label: string;
  /** The value as text (null when empty or unknown). */
  text: string | null;
  /** A safe http(s) link for link fields and the image, else null. */
  href: string | null;
  locked: boolean;
}

const FIELDS: readonly [MetadataFieldKey, string][] = [
  ['name', 'Name'],
  ['symbol', 'Symbol'],
  ['image', 'Image'],
  ['description', 'Description'],
  ['website', 'Website'],
  ['twitter', 'X (Twitter)'],
  ['telegram', 'Telegram'],
];

/** An http(s) URL to link to, or null (javascript:, data: and anything unparsable are never links). */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "x.com/lumen" for "https://x.com/lumen": a link's text without the scheme and a trailing slash. */
export function linkText(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

type LockFlags = Pick<
  Governance,
  | 'nameLocked'
  | 'symbolLocked'
  | 'imageLocked'
  | 'descriptionLocked'
  | 'websiteLocked'
  | 'twitterLocked'
  | 'telegramLocked'
>;

/** Each metadata field with its value (when the metadata could be read) and whether it is locked forever. */
export function metadataFields(metadata: TokenMetadataView | null, locks: LockFlags): MetadataFieldView[] {
  return FIELDS.map(([key, label]) => {
    const raw = metadata ? metadata[key] : null;
    const text = raw === null || raw === '' ? null : raw;
    const href = key === 'name' || key === 'symbol' || key === 'description' ? null : safeHref(text);
    return { key, label, text, href, locked: locks[`${key}Locked`] };
  });
}

/** "2 of 7 fields are locked forever", or null when none is. */
export function lockedSummary(fields: readonly MetadataFieldView[]): string | null {
  const locked = fields.filter((f) => f.locked);
  if (locked.length === 0) return null;
  const names = locked.map((f) => f.label.toLowerCase()).join(', ');
  return locked.length === fields.length
    ? 'Every field is locked forever.'
    : `Locked forever: ${names}. ${locked.length === 1 ? 'No proposal can change it.' : 'No proposal can change them.'}`;
}

/**
 * What the field list says about change as a whole: a finalized or lapsed window locks every field,
 * whatever the individual flags; otherwise the individually locked fields, or that none is.
 */
export function fieldsSummary(fields: readonly MetadataFieldView[], window: WindowState): string {
  if (window === 'finalized') return 'Finalized: every field is locked forever.';
  if (window === 'lapsed_unrecorded') return 'The mutable window has ended: no field can change any more.';
  return (
    lockedSummary(fields) ?? 'No field is locked; each can change by a passed proposal until the window ends.'
  );
}
