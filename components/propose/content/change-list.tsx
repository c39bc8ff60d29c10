import type { FieldChange } from './fields';

function Value({ change, side }: { change: FieldChange; side: 'before' | 'after' }) {
  const value = change[side];
  if (change.field === 'image')
    return (
      <span>{side === 'before' ? (value ? 'the current image' : 'no image') : `new image “${value}”`}</span>
    );
  if (value === '')
    return <span className="text-muted-foreground italic">{side === 'before' ? 'not set' : 'cleared'}</span>;
  return <span className="break-words">{value}</span>;
}

/** Fields as a before → after list ("Website: https://a.example → https://b.example"). */
export function ChangeList({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2 text-sm">
      {changes.map((change) => (
        <li
          key={change.field}
          className="grid gap-0.5 border-t border-border pt-2 first:border-t-0 first:pt-0"
        >
          <span className="font-medium">{change.label}</span>
          <span className="flex flex-wrap items-baseline gap-x-2 text-muted-foreground">
            <Value change={change} side="before" />
            <span aria-hidden="true">→</span>
            <span className="sr-only">becomes</span>
            <span className="text-foreground">
              <Value change={change} side="after" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
