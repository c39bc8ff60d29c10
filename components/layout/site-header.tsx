import Link from 'next/link';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-lg bg-primary text-xs font-bold text-primary-foreground"
          >
            TG
          </span>
          <span>Token Governance</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm">
          <Link href="/#holders" className="rounded-md px-3 py-2 text-muted-foreground hover:text-foreground">
            Governance
          </Link>
          <Link
            href="/#partners"
            className="hidden rounded-md px-3 py-2 text-muted-foreground hover:text-foreground sm:inline"
          >
            Trade widget
          </Link>
        </nav>
      </div>
    </header>
  );
}
