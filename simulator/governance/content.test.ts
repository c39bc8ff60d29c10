// update-content over real multipart HTTP: the form rules (files, patch presence, links answering
// 500 internal), the content rules, the pinned image and metadata JSON, execution at settlement, and a
// stale revision both at creation and at settlement.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { governanceWriteResponseSchema } from '@/lib/partner';
import type { RunningSimulator } from '@/test/support/simulator/harness';
import { pinnedContent } from './index';
import { solidPng } from './png';
import {
  Gov,
  M,
  governanceSimForFile,
  type FilePart,
  type TokenSymbol,
} from '@/test/support/simulator/governance-kit';
import { describeRefusals, type Refusal } from '@/test/support/simulator/governance-refusals';

let run: RunningSimulator;
let gov: Gov;
governanceSimForFile((started, g) => ((run = started), (gov = g)));

const PNG = solidPng(0x1d3557);
const png = (field = 'image'): FilePart => ({ field, name: 'logo.png', type: 'image/png', bytes: PNG });
const TEXT_AS_PNG: FilePart = {
  field: 'image',
  name: 'logo.png',
  type: 'image/png',
  bytes: new TextEncoder().encode('just some text'),
};

interface Case extends Refusal {
  symbol?: TokenSymbol;
  fields: Record<string, string>;
  files?: FilePart[];
  query?: string;
}

/** Posts the case's form as `user`, for QUILL unless the case names another token. */
async function postCase(c: Case, user: string) {
  return gov.postForm(user, { mint: await gov.mint(c.symbol ?? 'QUILL'), ...c.fields }, c.files, c.query);
}

describeRefusals<Case>('update-content refusals', () => gov, postCase, [
  { name: 'no patch field', fields: {}, status: 400, error: 'invalid_input' },
  {
    name: 'a file under another field',
    fields: { name: 'New' },
    files: [png('logo')],
    status: 400,
    error: 'invalid_input',
  },
  { name: 'two images', fields: {}, files: [png(), png()], status: 400, error: 'invalid_input' },
  {
    name: 'text file named .png',
    fields: {},
    files: [TEXT_AS_PNG],
    status: 400,
    error: 'invalid_image_type',
  },
  { name: 'bad website', fields: { website: 'not a url' }, status: 500, error: 'internal' },
  {
    name: 'bad twitter',
    fields: { twitter: 'https://x.com/quill/status/1' },
    status: 500,
    error: 'internal',
  },
  { name: 'bad telegram', fields: { telegram: 'abc' }, status: 500, error: 'internal' },
  {
    name: 'website over 300 characters (the spec: answered as 500 internal today)',
    fields: { website: `a${'b'.repeat(300)}.com` },
    status: 500,
    error: 'internal',
  },
  {
    name: 'twitter over 300 characters',
    fields: { twitter: 't'.repeat(301) },
    status: 500,
    error: 'internal',
  },
  {
    name: 'telegram over 300 characters',
    fields: { telegram: 't'.repeat(301) },
    status: 500,
    error: 'internal',
  },
  { name: 'empty name', fields: { name: '' }, status: 400, error: 'invalid_name' },
  { name: 'name over 32 bytes', fields: { name: 'é'.repeat(17) }, status: 400, error: 'name_too_long' },
  { name: 'symbol over 10 bytes', fields: { symbol: 'ABCDEFGHIJK' }, status: 400, error: 'symbol_too_long' },
  { name: 'same name', fields: { name: 'Quill' }, status: 422, error: 'no_metadata_changes' },
  {
    name: 'same website, other spelling',
    fields: { website: 'http://QUILL.example.org/' },
    status: 422,
    error: 'no_metadata_changes',
  },
  {
    name: 'locked symbol',
    fields: { symbol: 'QUILL2', name: 'Quill 2' },
    status: 422,
    error: 'content_field_locked',
  },
  {
    name: 'authored at an old revision',
    fields: { description: 'x' },
    query: '?baseContentRevision=0',
    status: 422,
    error: 'stale_content_revision',
  },
  {
    name: 'unreadable revision',
    fields: { description: 'x' },
    query: '?baseContentRevision=one',
    status: 400,
    error: 'invalid_input',
  },
  {
    name: 'no governance',
    symbol: 'PLAIN',
    fields: { name: 'P' },
    status: 404,
    error: 'governance_not_found',
  },
  {
    name: 'open proposal',
    symbol: 'LUMEN',
    fields: { name: 'L' },
    status: 422,
    error: 'active_proposal_exists',
  },
  { name: 'finalized', symbol: 'STONE', fields: { name: 'S' }, status: 422, error: 'governance_finalized' },
  { name: 'lapsed window', symbol: 'EMBER', fields: { name: 'E' }, status: 422, error: 'mutability_expired' },
  {
    name: '1-click trading off',
    user: 'carol',
    fields: { name: 'C' },
    status: 403,
    error: 'delegation_missing',
  },
]);

const idOf = (uri: string) => uri.split('/pinned/')[1] ?? '';

describe('an update-content proposal from form to applied metadata', () => {
  let proposal = '';
  let metadataUri = '';
  let imageUri = '';

  it('pins the image and the metadata JSON and locks the bond', async () => {
    const mint = await gov.mint('QUILL');
    const fields = { mint, name: 'Quill Press', website: 'quill.example.com/press', twitter: '@quillpress' };
    const before = gov.sol('alice');
    const { status, body } = await gov.postForm('alice', fields, [png()], '?baseContentRevision=1');
    expect(status).toBe(200);
    expect(before - gov.sol('alice')).toBeGreaterThanOrEqual(1_005_000n);
    const written = governanceWriteResponseSchema.parse(body);
    expect(written).toMatchObject({ status: 'processed', mint });
    [proposal, metadataUri, imageUri] = [
      written.proposal ?? '',
      written.metadataUri ?? '',
      written.imageUri ?? '',
    ];
    const sha = createHash('sha256').update(PNG).digest('hex');
    expect(imageUri).toBe(`${run.url}/pinned/${sha}`);
    expect(metadataUri.startsWith(`${run.url}/pinned/`)).toBe(true);
    expect(pinnedContent(run.sim(), sha)).toEqual({ contentType: 'image/png', bytes: PNG });
    const doc = pinnedContent(run.sim(), idOf(metadataUri));
    expect(doc?.contentType).toBe('application/json');
    expect(JSON.parse(new TextDecoder().decode(doc?.bytes))).toEqual({
      name: 'Quill Press',
      symbol: 'QUILL',
      description: 'For writers and readers.',
      image: imageUri,
      website: 'https://quill.example.com/press',
      twitter: 'https://x.com/quillpress',
    });
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(45n * M);
    expect(await gov.proposal('QUILL', 1)).toMatchObject({
      proposal,
      actionKind: 'update_content',
      actionName: 'Quill Press',
      actionSymbol: 'QUILL',
      actionUri: metadataUri,
      baseContentRevision: '1',
      changedName: true,
      changedImage: true,
      changedWebsite: true,
      changedTwitter: true,
      changedSymbol: false,
      changedDescription: false,
      changedTelegram: false,
    });
  });

  it('applies the content when the proposal passes', async () => {
    await gov.passQuillProposal(proposal);
    expect(await gov.proposal('QUILL', 1)).toMatchObject({
      outcome: 'passed',
      executed: true,
      metadataUpdated: true,
    });
    expect((await gov.governance('QUILL')).governance.contentRevision).toBe('2');
    expect(run.sim().tokens.get(await gov.mint('QUILL'))?.metadata).toMatchObject({
      name: 'Quill Press',
      symbol: 'QUILL',
      uri: metadataUri,
      image: imageUri,
      website: 'https://quill.example.com/press',
    });
    for (const user of ['alice', 'bob', 'dana']) await gov.write('withdrawVote', user, { proposal });
    await gov.write('withdrawBond', 'alice', { mint: await gov.mint('QUILL') });
  });

  it('does not apply a passed proposal whose revision went stale before settlement', async () => {
    const mint = await gov.mint('QUILL');
    // Arrangement: more QUILL for dana, so two proposals can both reach turnout at once.
    await gov.ledger.mintTo(mint, gov.wallet('dana'), 500n * M);
    const voteAll = async (target: string, amounts: [bigint, bigint, bigint]) => {
      for (const [i, user] of (['alice', 'bob', 'dana'] as const).entries()) {
        await gov.write('vote', user, { proposal: target, side: 'yes', amount: String(amounts[i]) });
      }
    };
    const first = await gov.postForm('dana', { mint, description: 'First' });
    const p1 = String(first.body.proposal);
    await voteAll(p1, [20n * M, 3n * M, 200n * M]);
    await gov.advance(600);
    const second = await gov.postForm('alice', { mint, description: 'Second' });
    const p2 = String(second.body.proposal);
    await voteAll(p2, [10n * M, 3n * M, 200n * M]);
    await gov.advance(600);
    await gov.write('settleProposal', 'bob', { proposal: p2 });
    await gov.write('settleProposal', 'bob', { proposal: p1 });
    const [s1, s2] = [await gov.proposal('QUILL', 2), await gov.proposal('QUILL', 3)];
    expect(s2).toMatchObject({ proposal: p2, outcome: 'passed', executed: true });
    expect(s1).toMatchObject({ proposal: p1, outcome: 'passed', executed: false, metadataUpdated: false });
    expect(run.sim().tokens.get(mint)?.metadata.description).toBe('Second');
    expect((await gov.governance('QUILL')).governance.contentRevision).toBe('3');
  });
});
