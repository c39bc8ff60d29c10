// POST /partner/v1/governance/proposals/update-content – the multipart metadata-change proposal.
//
// Before any governance check: the file parts (one `image` at most, sniffed by its bytes), that the form
// patches something (`400 invalid_input`), and the link fields, whose violations answer `500 internal` as
// the real service does today. Then the shared proposal checks (proposals.ts) with this kind's rules:
// the authored revision (`stale_content_revision`), nothing differing (`no_metadata_changes`), a changed
// field that is locked (`content_field_locked`). The image and the metadata JSON are pinned once every
// check passed.
import { z } from 'zod';
import { hasContentPatch, uintString, type UpdateContentFields } from '@/lib/partner';
import { normalizeLink, sniffImage, type ImageMime } from '@/lib/domain';
import type { TokenMetadata, UploadedFile } from '../core/types';
import { fail, handler, type GovContext } from './context';
import { metadataBytes } from './pinned';
import { createProposal } from './proposals';
import { changedFields, CONTENT_FIELDS, type GovernanceState } from './state';

async function readImage(files: UploadedFile[]): Promise<{ bytes: Uint8Array; mime: ImageMime } | null> {
  if (files.some((f) => f.field !== 'image'))
    throw fail('invalid_input', 'The only file part accepted is `image`.');
  if (files.length > 1) throw fail('invalid_input', 'At most one image may be uploaded.');
  const file = files[0];
  if (!file) return null;
  const sniffed = await sniffImage(file.bytes);
  if (!sniffed.ok) throw fail(sniffed.code, sniffed.message);
  return { bytes: file.bytes, mime: sniffed.mime };
}

/** Canonical link values; a violation is `500 internal` upstream today (spec, Errors › Validation). */
function normalizedLinks(
  body: UpdateContentFields,
): Partial<Record<'website' | 'twitter' | 'telegram', string>> {
  const links: Partial<Record<'website' | 'twitter' | 'telegram', string>> = {};
  for (const field of ['website', 'twitter', 'telegram'] as const) {
    const raw = body[field];
    if (raw === undefined) continue;
    const result = normalizeLink(field, raw);
    if (!result.ok) throw fail('internal');
    links[field] = result.value;
  }
  return links;
}

const authoredPart = z.object({ baseContentRevision: uintString.optional() });

/**
 * The revision the client authored against: a `baseContentRevision` form part when the request schema
 * passes one through, else the `?baseContentRevision=` query parameter (a simulator extension), else the
 * current revision.
 */
function authoredRevision(body: unknown, query: URLSearchParams): bigint | undefined {
  const fromBody = authoredPart.safeParse(body);
  const raw =
    (fromBody.success ? fromBody.data.baseContentRevision : undefined) ?? query.get('baseContentRevision');
  if (raw === null || raw === undefined) return undefined;
  if (!uintString.safeParse(raw).success)
    throw fail('invalid_input', 'baseContentRevision: expected digits.');
  return BigInt(raw);
}

export function updateContent(ctx: GovContext) {
  return handler<UpdateContentFields>(({ caller, body, files, query }) =>
    ctx.store.exclusive(async () => {
      const image = await readImage(files);
      if (!hasContentPatch(body, image !== null)) {
        throw fail('invalid_input', 'Change at least one of name, symbol, description, links or image.');
      }
      const links = normalizedLinks(body);
      const authored = authoredRevision(body, query);
      const uris = { metadataUri: '', imageUri: '' };

      const prepare = (governance: GovernanceState) => {
        if (authored !== undefined && authored !== governance.contentRevision) {
          throw fail(
            'stale_content_revision',
            `The metadata is at revision ${governance.contentRevision} now.`,
            {
              contentRevision: governance.contentRevision.toString(),
            },
          );
        }
        const current = ctx.sim.tokens.get(governance.mint)?.metadata;
        if (!current) throw fail('internal');
        const proposed: TokenMetadata = {
          ...current,
          ...(body.name !== undefined && { name: body.name }),
          ...(body.symbol !== undefined && { symbol: body.symbol }),
          ...(body.description !== undefined && { description: body.description }),
          ...links,
          image: image ? ctx.pins.uriOf(image.bytes) : current.image,
        };
        proposed.uri = ctx.pins.uriOf(metadataBytes(proposed));
        const changed = changedFields(current, proposed);
        if (!CONTENT_FIELDS.some((f) => changed[f])) {
          throw fail('no_metadata_changes', 'Every value matches the current metadata.');
        }
        const locked = CONTENT_FIELDS.filter((f) => changed[f] && governance.locked[f]);
        if (locked.length > 0) {
          throw fail('content_field_locked', `Locked for good: ${locked.join(', ')}.`, { fields: locked });
        }
        uris.metadataUri = proposed.uri;
        uris.imageUri = proposed.image;
        const beforeSend = () => {
          if (image) ctx.pins.pin(image.bytes, image.mime);
          ctx.pins.pinMetadata(proposed);
        };
        return { action: { kind: 'update_content' as const, content: proposed, changed }, beforeSend };
      };

      const response = await createProposal(ctx, caller, body, prepare);
      return { ...response, ...uris };
    }),
  );
}
