import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableHead } from './table-head';

const columns = [
  { label: 'Day', className: 'py-1 pr-4 font-medium' },
  { label: <span className="sr-only">Actions</span>, className: 'py-1 font-medium' },
];

describe('TableHead', () => {
  it('writes one column header cell per column, with its classes', () => {
    expect(renderToStaticMarkup(<TableHead columns={columns} />)).toBe(
      '<thead><tr class="text-left text-xs text-muted-foreground">' +
        '<th scope="col" class="py-1 pr-4 font-medium">Day</th>' +
        '<th scope="col" class="py-1 font-medium"><span class="sr-only">Actions</span></th></tr></thead>',
    );
  });

  it('puts a rule below the row when asked', () => {
    expect(renderToStaticMarkup(<TableHead columns={columns} ruled />)).toContain(
      '<tr class="border-b border-border text-left text-xs text-muted-foreground">',
    );
  });
});
