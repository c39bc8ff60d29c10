import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINK_LENGTH, normalizeLink, type LinkField } from './links';

const value = (field: LinkField, input: string) => {
  const r = normalizeLink(field, input);
  if (!r.ok) throw new Error(`${field} ${JSON.stringify(input)} rejected: ${r.code}`);
  return r.value;
};
const code = (field: LinkField, input: string) => {
  const r = normalizeLink(field, input);
  return r.ok ? `ok:${r.value}` : r.code;
};

const EXACT_PATH = 'a'.repeat(MAX_LINK_LENGTH - 'https://example.com/'.length);

const FIELDS: {
  field: LinkField;
  accepts: [input: string, canonical: string][];
  rejects: string[];
  tooLong: [what: string, input: string][];
}[] = [
  {
    field: 'website',
    accepts: [
      ['example.com', 'https://example.com'],
      ['Example.COM', 'https://example.com'],
      ['  example.com/  ', 'https://example.com'],
      ['http://example.com/x', 'https://example.com/x'],
      ['HTTPS://Sub.Example.com/Path?q=1#top', 'https://sub.example.com/Path?q=1#top'],
      ['https://example.com/', 'https://example.com'],
      ['https://example.com/?', 'https://example.com/?'],
      ['https://example.com/dir/', 'https://example.com/dir/'],
      ['http://example.com:80/a', 'https://example.com/a'],
      ['https://example.com:443', 'https://example.com'],
      ['bücher.de', 'https://xn--bcher-kva.de'],
      ['my_site.example.io/a b'.replace(' ', '%20'), 'https://my_site.example.io/a%20b'],
      ['example.com/a/../b', 'https://example.com/b'],
    ],
    rejects: [
      'ftp://example.com',
      'javascript:alert(1)',
      'mailto:me@example.com',
      'https:example.com',
      'https://user:pass@example.com',
      'https://user@example.com',
      'example.com:8080',
      'https://example.com:8443/x',
      'localhost',
      'localhost:3000',
      'https://192.168.0.1',
      '10.0.0.1',
      'https://[::1]/',
      'https://example.123',
      'example.com.',
      '.example.com',
      'exa mple.com',
      'example.com/a b',
      'https://',
      'https://exa$mple.com',
      '@',
    ],
    tooLong: [
      ['a result one over the limit', `https://example.com/${EXACT_PATH}b`],
      ['within 300 as typed, over 300 once https:// is added', `example.com/${'a'.repeat(287)}`],
      ['raw length, counting surrounding whitespace', ` ${'a'.repeat(296)}.com `],
    ],
  },
  {
    field: 'twitter',
    accepts: [
      ['jack', 'https://x.com/jack'],
      ['@Jack_1', 'https://x.com/Jack_1'],
      ['https://twitter.com/jack', 'https://x.com/jack'],
      ['http://www.twitter.com/jack/', 'https://x.com/jack'],
      ['mobile.twitter.com/jack?lang=en', 'https://x.com/jack'],
      ['X.com/jack#top', 'https://x.com/jack'],
      ['https://www.x.com/abcdefghijklmno', 'https://x.com/abcdefghijklmno'],
    ],
    rejects: [
      'abcdefghijklmnop',
      'has-dash',
      '@',
      '@@jack',
      'https://x.com/jack/status/1',
      'https://x.com/@jack',
      'https://facebook.com/jack',
      'https://evilx.com/jack',
      'ftp://x.com/jack',
      'x.com',
      'x.com/',
    ],
    tooLong: [['over-long input, before anything else', 'a'.repeat(301)]],
  },
  {
    field: 'telegram',
    accepts: [
      ['durov', 'https://t.me/durov'],
      ['@Some_Group', 'https://t.me/Some_Group'],
      ['t.me/durov', 'https://t.me/durov'],
      ['https://telegram.me/durov/', 'https://t.me/durov'],
      ['http://www.t.me/durov?x=1', 'https://t.me/durov'],
      ['T.ME/' + 'a'.repeat(32), 'https://t.me/' + 'a'.repeat(32)],
    ],
    rejects: [
      'abcd',
      'a'.repeat(33),
      't.me/+invite',
      't.me/joinchat/abcdef',
      'https://t.me/s/durov',
      'telegram.org/durov',
    ],
    tooLong: [['over-long input', 't.me/' + 'a'.repeat(300)]],
  },
];

describe.each(FIELDS)('$field', ({ field, accepts, rejects, tooLong }) => {
  it.each(accepts)('accepts %j as %j', (input, canonical) => {
    expect(value(field, input)).toBe(canonical);
  });

  it.each(rejects)('rejects %j', (input) => {
    expect(code(field, input)).toBe(`invalid_${field}`);
  });

  it.each(tooLong)('rejects %s as too long', (_what, input) => {
    expect(code(field, input)).toBe(`${field}_too_long`);
  });
});

describe('website length', () => {
  it('accepts a result of exactly the limit', () => {
    expect(value('website', `https://example.com/${EXACT_PATH}`)).toHaveLength(MAX_LINK_LENGTH);
  });
});

describe('empty input clears the field', () => {
  it.each(['website', 'twitter', 'telegram'] as const)('%s', (field) => {
    expect(normalizeLink(field, '')).toEqual({ ok: true, value: '' });
    expect(normalizeLink(field, '   ')).toEqual({ ok: true, value: '' });
  });

  it('gives a message with every error', () => {
    const r = normalizeLink('website', 'nope');
    expect(r).toMatchObject({
      ok: false,
      code: 'invalid_website',
      message: expect.stringMatching(/example\.com/),
    });
  });
});

describe('normalisation is idempotent (property)', () => {
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
  const tld = fc.stringMatching(/^[a-z]{2,6}$/);
  const host = fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld, fc.boolean())
    .map(([labels, t, upper]) => {
      const h = [...labels, t].join('.');
      return upper ? h.toUpperCase() : h;
    });
  const path = fc.stringMatching(/^(\/[A-Za-z0-9._~%!$&'()*+,;=:@-]{0,8}){0,3}\/?$/);
  const query = fc.option(fc.stringMatching(/^\?[A-Za-z0-9=&%+._-]{0,12}$/), { nil: '' });
  const prefix = fc.constantFrom('', 'http://', 'https://', 'HTTPS://', 'www.');
  const website = fc.tuple(prefix, host, path, query).map(([p, h, pa, q]) => `${p}${h}${pa}${q}`);

  const check = (field: LinkField, input: string) => {
    const once = normalizeLink(field, input);
    if (!once.ok) return;
    expect(normalizeLink(field, once.value)).toEqual(once);
  };

  it('website', () => {
    fc.assert(
      fc.property(website, (input) => {
        expect(normalizeLink('website', input).ok).toBe(true);
        check('website', input);
      }),
    );
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (input) => check('website', input)));
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (input) =>
        check('website', input),
      ),
    );
  });

  const twitterHandle = fc.stringMatching(/^[A-Za-z0-9_]{1,15}$/);
  const telegramHandle = fc.stringMatching(/^[A-Za-z0-9_]{5,32}$/);
  const form = (hosts: string[]) =>
    fc
      .tuple(
        fc.constantFrom('', '@', ...hosts.flatMap((h) => [h, `https://${h}`, `http://${h}`])),
        fc.constantFrom('', '/', '?s=20', '/#x'),
      )
      .map(([pre, post]) => [pre, pre.endsWith('/') ? post : ''] as const);

  const HANDLE_FIELDS = [
    [
      'twitter',
      twitterHandle,
      ['twitter.com/', 'x.com/', 'www.x.com/', 'mobile.twitter.com/'],
      'https://x.com/',
    ],
    ['telegram', telegramHandle, ['t.me/', 'telegram.me/', 'www.telegram.me/'], 'https://t.me/'],
  ] as const;

  for (const [field, handles, hosts, canonical] of HANDLE_FIELDS) {
    it(field, () => {
      fc.assert(
        fc.property(handles, form([...hosts]), (handle, [pre, post]) => {
          expect(value(field, `${pre}${handle}${post}`)).toBe(`${canonical}${handle}`);
          check(field, `${pre}${handle}${post}`);
        }),
      );
      fc.assert(fc.property(fc.string({ maxLength: 40 }), (input) => check(field, input)));
    });
  }

  it('results are never longer than the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LinkField>('website', 'twitter', 'telegram'),
        fc.string({ maxLength: 320 }),
        (f, s) => {
          const r = normalizeLink(f, s);
          if (r.ok) expect(r.value.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
          else if (s.length > MAX_LINK_LENGTH) expect(r.code).toBe(`${f}_too_long`);
        },
      ),
    );
  });
});
