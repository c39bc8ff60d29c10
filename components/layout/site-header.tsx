import { IntentLink } from '@/components/ui/intent-link';
import { InboxBell } from './inbox-bell';
import { TokenSearch } from './token-search';

const navLink = 'rounded-md px-2 py-2 whitespace-nowrap text-muted-foreground hover:text-foreground sm:px-3';

/**
 * The site's header; `connected` adds the person's governance, activity and inbox (a bell with the unread
 * count, live) to the navigation, `partner` (a member of the
 * partner's team) the partner console.
 */
export function SiteHeader({
  connected = false,
  partner = false,
}: {
  connected?: boolean;
  partner?: boolean;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      {/* Below 1280 px the search takes a row of its own under the links (a connected member's links fill the
          row); on a phone the links wrap. */}
      <div className="mx-auto flex min-h-14 w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6 xl:h-14 xl:flex-nowrap xl:py-0">
        <IntentLink
          href="/"
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight whitespace-nowrap"
        >
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-lg bg-primary text-xs font-bold text-primary-foreground"
          >
            TG
          </span>
          {/* Below 420 px the mark alone names the site (read out in full), leaving room for the links. */}
          <span className="max-[420px]:sr-only">Token Governance</span>
        </IntentLink>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1 text-sm">
          <IntentLink href="/#holders" className={navLink}>
            Governance
          </IntentLink>
          {connected ? (
            <>
              <IntentLink href="/me" className={navLink}>
                My governance
              </IntentLink>
              <IntentLink href="/activity" className={navLink}>
                Activity
              </IntentLink>
              <InboxBell className={navLink} />
            </>
          ) : null}
          <IntentLink href="/#partners" className={`hidden sm:inline ${navLink}`}>
            Trade widget
          </IntentLink>
          {partner ? (
            <IntentLink href="/partners/widget" className={navLink}>
              Partners
            </IntentLink>
          ) : null}
        </nav>
        <search className="w-full xl:ml-auto xl:w-auto">
          <TokenSearch />
        </search>
      </div>
    </header>
  );
}
