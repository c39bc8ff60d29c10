import type * as React from 'react';

/** One column of a proposal-page table: its name and its header cell's classes (width, padding, screens). */
export interface TableColumn {
  label: React.ReactNode;
  className: string;
}

/** The header row of the proposal page's tables: the column names, small and muted, above a rule. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr className="border-b border-border text-left text-xs text-muted-foreground">
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
