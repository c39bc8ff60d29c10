import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { catalogueEntry, isErrorCode } from '@/lib/partner';

export const metadata: Metadata = { title: 'Connecting did not finish' };

const REASONS: Record<string, { title: string; body: string }> = {
  expired: {
    title: 'This sign-in link has already been used or has expired',
    body: 'For your safety each consent answer works once, within ten minutes. Nothing was connected. Start again from the Connect button.',
  },
  busy: {
    title: 'Too many sign-ins right now',
    body: 'So many connections were started in the last minute, from your address or from everyone, that this one had to wait. Nothing was connected. Try again in a minute.',
  },
  state: {
    title: 'This answer did not match the request we sent',
    body: 'The consent answer did not carry the check we attached to it, so we did not use it. Nothing was connected. Start again from the Connect button.',
  },
};

function explain(reason: string | undefined) {
  if (reason && reason in REASONS) return REASONS[reason]!;
  if (reason && isErrorCode(reason)) {
    const entry = catalogueEntry(reason);
    return { title: 'The service did not connect this app', body: `${entry.message} ${entry.action}` };
  }
  return {
    title: 'Connecting did not finish',
    body: 'Nothing was connected. Start again from the Connect button.',
  };
}

export default async function ConnectProblemPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string }>;
}) {
  const { reason } = await searchParams;
  const { title, body } = explain(reason);
  return (
    <section role="alert" className="grid max-w-2xl justify-items-start gap-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{body}</p>
      <div className="flex flex-wrap gap-2">
        <a href={`/api/auth/login?returnTo=${encodeURIComponent('/')}`} className={buttonVariants()}>
          Connect again
        </a>
        <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
          Back to the start
        </Link>
      </div>
    </section>
  );
}
