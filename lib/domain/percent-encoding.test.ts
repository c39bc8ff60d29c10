import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { literalMalformedEscapes as front } from '@/scripts/front.mjs';
import { literalMalformedEscapes } from './percent-encoding';

describe('literalMalformedEscapes', () => {
  it.each([
    ['/tokens/%%%', '/tokens/%25%25%25'],
    ['/api/partner/v1/governance/%E0%A4%A', '/api/partner/v1/governance/%25E0%25A4%25A'],
    ['/a/%20b/%zz?q=%%', '/a/%20b/%25zz?q=%%'],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (input, output) => {
    expect(literalMalformedEscapes(input)).toBe(output);
  });

  it('leaves every segment decodable, to exactly the text that was sent when it was malformed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[%A-Fa-f0-9a-z.]{0,12}$/), { minLength: 1, maxLength: 5 }),
        (segments) => {
          const repaired = literalMalformedEscapes(`/${segments.join('/')}`)
            .split('/')
            .slice(1);
          repaired.forEach((segment, i) => {
            const decoded = decodeURIComponent(segment);
            let original: string | null = null;
            try {
              original = decodeURIComponent(segments[i]!);
            } catch {
              original = segments[i]!;
            }
            expect(decoded).toBe(original);
          });
        },
      ),
    );
  });

  it('is the same rule as the front door’s', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[/%A-Fa-f0-9a-z?&=]{0,30}$/), (target) => {
        expect(front(target)).toBe(literalMalformedEscapes(target));
      }),
    );
  });
});
