import { Skeleton } from '@/components/ui/skeleton';
import { type ChangeRow, imageSrc } from './changes';
import { RowHead, TableHead } from '@/components/ui/table-head';

/** Each changed field with its value now and as proposed, images side by side. */
export function ChangeTable({
  rows,
  loading,
  applied,
}: {
  rows: ChangeRow[];
  loading: boolean;
  applied: boolean;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Changed fields, the value now beside the proposed value</caption>
      <TableHead
        ruled
        columns={[
          { label: 'Field', className: 'w-22 py-2 pr-3 font-medium sm:w-28' },
          { label: 'Now', className: 'py-2 pr-3 font-medium' },
          { label: applied ? 'Proposed (applied)' : 'Proposed', className: 'py-2 font-medium' },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-b border-border align-top last:border-b-0">
            <RowHead className="py-3 pr-3 text-left font-medium">{row.label}</RowHead>
            <td className="py-3 pr-3">
              <Value row={row} which="current" loading={loading} />
            </td>
            <td className="py-3">
              <Value row={row} which="proposed" loading={loading} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Value({ row, which, loading }: { row: ChangeRow; which: 'current' | 'proposed'; loading: boolean }) {
  const value = row[which];
  if (value === undefined) {
    if (loading) return <Skeleton className="h-5 w-24" />;
    return <span className="text-muted-foreground italic">could not be read</span>;
  }
  if (value === null)
    return (
      <span className="text-muted-foreground italic">{which === 'current' ? 'not set' : 'cleared'}</span>
    );
  if (row.field === 'image') {
    const src = imageSrc(value);
    const alt = which === 'current' ? 'The token image now' : 'The proposed token image';
    if (!src) return <span className="break-all text-muted-foreground">{value}</span>;
    return (
      // Pinned images are served by the service's origin (allowed by the CSP); next/image would proxy them.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={alt}
        width={96}
        height={96}
        className="size-16 rounded-lg border border-border bg-muted object-cover sm:size-24"
      />
    );
  }
  const isLink = row.field === 'website' || row.field === 'twitter' || row.field === 'telegram';
  return <span className={isLink ? 'font-mono text-xs break-all' : 'break-words'}>{value}</span>;
}
