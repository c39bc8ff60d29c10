import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { pageRuntime } from '@/lib/server/page-runtime';
import { pagePartnerAccess, partnerRefusal } from '@/lib/server/partners/gate';

// The partner console's 403 (its pages call `forbidden()` for anyone off the team): why, and what to do.
export default async function PartnerConsoleForbidden() {
  const access = await pagePartnerAccess(pageRuntime()).catch(() => null);
  const reason = access && !access.allowed ? access.reason : 'not_member';
  const { message, action } = partnerRefusal(reason).body;
  return (
    <section className="grid justify-items-start gap-4 py-12" aria-labelledby="forbidden-title">
      <p className="text-sm font-medium text-muted-foreground">403 · partner_only</p>
      <h1 id="forbidden-title" className="text-2xl font-semibold tracking-tight">
        {reason === 'not_connected'
          ? 'Connect to open the partner console'
          : 'You are not on the partner’s team'}
      </h1>
      <p className="max-w-2xl text-muted-foreground">
        {message} {action}
      </p>
      <div className="flex flex-wrap gap-3">
        {reason === 'not_connected' ? (
          <a
            href={`/api/auth/login?returnTo=${encodeURIComponent('/partners/widget')}`}
            className={buttonVariants()}
          >
            Connect
          </a>
        ) : null}
        <Link href="/partners" className={buttonVariants({ variant: 'secondary' })}>
          Read the partner docs
        </Link>
      </div>
    </section>
  );
}
