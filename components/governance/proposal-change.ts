import type { Proposal } from '@/lib/partner';
import { isKnownActionKind } from '@/lib/partner/kinds';
import { formatDuration } from '@/lib/format';

/** The fields of a proposal that say what it changes. */
export type ChangeInput = Pick<
  Proposal,
  | 'actionKind'
  | 'actionName'
  | 'actionSymbol'
  | 'actionAdditionalSeconds'
  | 'changedName'
  | 'changedSymbol'
  | 'changedImage'
  | 'changedDescription'
  | 'changedWebsite'
  | 'changedTwitter'
  | 'changedTelegram'
>;

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function contentChange(p: ChangeInput): string {
  const parts: string[] = [];
  if (p.changedName) parts.push(p.actionName ? `Name → ${p.actionName}` : 'New name');
  if (p.changedSymbol) parts.push(p.actionSymbol ? `Symbol → ${p.actionSymbol}` : 'New symbol');
  const others = (
    [
      [p.changedImage, 'image'],
      [p.changedDescription, 'description'],
      [p.changedWebsite, 'website'],
      [p.changedTwitter, 'X (Twitter) link'],
      [p.changedTelegram, 'Telegram link'],
    ] as const
  )
    .filter(([changed]) => changed)
    .map(([, word]) => word);
  if (others.length > 0) parts.push(`${parts.length === 0 ? 'New' : 'new'} ${listWords(others)}`);
  return parts.length === 0 ? 'Change the metadata' : parts.join(', ');
}

/**
 * What a proposal changes, in one line: "Name → Quill Ink", "Name → Quill Ink, new image and
 * description", "Extend the window by 20 days", "Finalize metadata forever". An action the dashboard
 * does not know is named as it is.
 */
export function describeChange(p: ChangeInput): string {
  if (!isKnownActionKind(p.actionKind)) return `Action “${p.actionKind}”`;
  switch (p.actionKind) {
    case 'update_content':
      return contentChange(p);
    case 'extend_mutability':
      return p.actionAdditionalSeconds === null
        ? 'Extend the window'
        : `Extend the window by ${formatDuration(BigInt(p.actionAdditionalSeconds))}`;
    case 'finalize_metadata':
      return 'Finalize metadata forever';
  }
}
