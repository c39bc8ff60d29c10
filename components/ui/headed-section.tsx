import type { ReactNode } from 'react';

/**
 * A section named by its heading (`aria-labelledby` the heading's `id`), with what goes beside the
 * heading at the end of its row (`aside`: a summary, a link, a button), then the section's content.
 * `small`: a side column's section, its heading an h3 in small type, centred on its row.
 */
export function HeadedSection({
  id,
  title,
  titleClassName = 'text-base font-semibold',
  aside,
  small = false,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The h2's type (`small` sections set their own). */
  titleClassName?: string;
  aside?: ReactNode;
  small?: boolean;
  children: ReactNode;
}) {
  const Heading = small ? 'h3' : 'h2';
  return (
    <section aria-labelledby={id} className={small ? 'grid gap-2' : 'grid gap-3'}>
      <div
        className={
          small
            ? 'flex items-center justify-between gap-2'
            : 'flex flex-wrap items-baseline justify-between gap-2'
        }
      >
        <Heading id={id} className={small ? 'text-sm font-semibold' : titleClassName}>
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
