'use client';

import { Button } from '@/components/ui/button';
import type { Vote } from '@/lib/partner';
import { csvFileName, votesToCsv } from './votes-csv';

/** Saves the loaded rows as CSV, built in the browser (no extra read). */
export function CsvDownload({ votes, proposal }: { votes: Vote[]; proposal: string }) {
  const download = () => {
    const blob = new Blob([votesToCsv(votes)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = csvFileName(proposal, votes.length);
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  if (votes.length === 0)
    return <p className="text-sm text-muted-foreground">No votes yet, so there is no CSV to download.</p>;
  return (
    <Button variant="secondary" size="sm" onClick={download}>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      >
        <path d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13h10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Download CSV ({votes.length} {votes.length === 1 ? 'row' : 'rows'})
    </Button>
  );
}
