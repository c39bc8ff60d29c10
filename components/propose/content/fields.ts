import { normalizeLink, type LinkField } from '@/lib/domain';
import type { TokenMetadataView } from '@/lib/api';
import type { Governance } from '@/lib/partner';
import { CONTENT_PATCH_FIELDS, type ContentPatchField } from '@/lib/partner/kinds';

// The token's content as the form sees it: today's on-chain values (the form's starting point and what
// every edit is compared with), the locked fields, and the changes a proposal would make, before → after.

export type TextField = ContentPatchField;
export type ContentField = TextField | 'image';
export const TEXT_FIELDS: readonly TextField[] = CONTENT_PATCH_FIELDS;
export const LINK_FIELDS: readonly LinkField[] = ['website', 'twitter', 'telegram'];

export const FIELD_LABELS: Record<ContentField, string> = {
  name: 'Name',
  symbol: 'Symbol',
  image: 'Image',
  description: 'Description',
  website: 'Website',
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
};

/** Today's values; an unset text field is ''. `image` is the current image's URL, or null. */
export type CurrentContent = Record<TextField, string> & { image: string | null };

export function currentContent(view: TokenMetadataView): CurrentContent {
  return {
    name: view.name,
    symbol: view.symbol,
    description: view.description ?? '',
    website: view.website ?? '',
    twitter: view.twitter ?? '',
    telegram: view.telegram ?? '',
    image: view.image,
  };
}

/** The fields the governance locked for good (`nameLocked`, …): shown, never sent. */
export function lockedFields(governance: Governance): ReadonlySet<ContentField> {
  const all: ContentField[] = [...TEXT_FIELDS, 'image'];
  return new Set(all.filter((field) => governance[`${field}Locked`]));
}

export const isLinkField = (field: ContentField): field is LinkField =>
  (LINK_FIELDS as readonly string[]).includes(field);

/** The value a text field would be sent as: links in canonical form; null when a link is not valid. */
export function sentValue(field: TextField, typed: string): string | null {
  if (!isLinkField(field)) return typed;
  const link = normalizeLink(field, typed);
  return link.ok ? link.value : null;
}

export interface FieldChange {
  field: ContentField;
  label: string;
  /** '' when the field was not set. */
  before: string;
  /** '' when the field is cleared. */
  after: string;
}

/**
 * The fields an edit changes, in form order: each unlocked text field whose sent value differs from
 * today's (an invalid link counts as changed, so its error stays in view), then the image when a new one
 * is chosen (`after` is its file name).
 */
export function contentChanges(
  typed: Record<TextField, string>,
  current: CurrentContent,
  locked: ReadonlySet<ContentField>,
  imageName: string | null,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TEXT_FIELDS) {
    if (locked.has(field)) continue;
    const after = sentValue(field, typed[field]) ?? typed[field];
    if (after !== current[field])
      changes.push({ field, label: FIELD_LABELS[field], before: current[field], after });
  }
  if (imageName !== null && !locked.has('image'))
    changes.push({
      field: 'image',
      label: FIELD_LABELS.image,
      before: current.image ?? '',
      after: imageName,
    });
  return changes;
}

/** The fields whose on-chain value moved between two reads (old → new), e.g. after a stale revision. */
export function movedFields(before: CurrentContent, after: CurrentContent): FieldChange[] {
  const all: ContentField[] = [...TEXT_FIELDS, 'image'];
  return all
    .filter((field) => (before[field] ?? '') !== (after[field] ?? ''))
    .map((field) => ({
      field,
      label: FIELD_LABELS[field],
      before: before[field] ?? '',
      after: after[field] ?? '',
    }));
}

/**
 * Rebasing edits onto moved on-chain values: a text field the person left as it was (its sent value is
 * the old on-chain value) takes the new on-chain value; an edited field keeps the person's edit.
 */
export function rebasedValues(
  typed: Record<TextField, string>,
  moved: readonly FieldChange[],
): Partial<Record<TextField, string>> {
  const patch: Partial<Record<TextField, string>> = {};
  for (const change of moved) {
    if (change.field === 'image') continue;
    const value = typed[change.field];
    if ((sentValue(change.field, value) ?? value) === change.before) patch[change.field] = change.after;
  }
  return patch;
}
