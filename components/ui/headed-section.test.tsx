import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadedSection } from './headed-section';

describe('HeadedSection', () => {
  it('is named by its h2, with the aside at the end of the heading’s row and the content below', () => {
    expect(
      renderToStaticMarkup(
        <HeadedSection id="fields-title" title="Metadata fields" aside={<p>2 locked</p>}>
          <dl />
        </HeadedSection>,
      ),
    ).toBe(
      '<section aria-labelledby="fields-title" class="grid gap-3">' +
        '<div class="flex flex-wrap items-baseline justify-between gap-2">' +
        '<h2 id="fields-title" class="text-base font-semibold">Metadata fields</h2><p>2 locked</p></div>' +
        '<dl></dl></section>',
    );
  });

  it('takes the h2’s type, and heads a small section with an h3 centred on its row', () => {
    expect(
      renderToStaticMarkup(
        <HeadedSection id="t" title="My governance" titleClassName="text-xl font-semibold">
          <p />
        </HeadedSection>,
      ),
    ).toContain('<h2 id="t" class="text-xl font-semibold">My governance</h2>');
    expect(
      renderToStaticMarkup(
        <HeadedSection id="recent-title" title="Recently opened" small>
          <p />
        </HeadedSection>,
      ),
    ).toBe(
      '<section aria-labelledby="recent-title" class="grid gap-2">' +
        '<div class="flex items-center justify-between gap-2">' +
        '<h3 id="recent-title" class="text-sm font-semibold">Recently opened</h3></div><p></p></section>',
    );
  });
});
