import type * as React from 'react';

/** One column of a table: its name and its header cell's classes (width, padding, alignment, screens). */
export interface TableColumn {
  label: React.ReactNode;
  className: string;
}

/**
 * The header row of a table: the column names, small and muted (`ruled`: above a rule, as in the proposal
 * page's tables, whose rows are ruled below; others rule each row above).
 */
export function TableHead({ columns, ruled = false }: { columns: readonly TableColumn[]; ruled?: boolean }) {
  return (
    <thead>
      <tr className={`${ruled ? 'border-b border-border ' : ''}text-left text-xs text-muted-foreground`}>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's header cell (its first, naming cell), so that a screen reader names the row's cells by it. */
export function RowHead(props: Omit<React.ComponentProps<'th'>, 'scope'>) {
  return <th scope="row" {...props} />;
}
