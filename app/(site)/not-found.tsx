import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

export default function NotFound() {
  return (
    <section className="grid justify-items-start gap-4 py-12">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">This page does not exist</h1>
      <p className="text-muted-foreground">The address may be mistyped, or the page was moved.</p>
      <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
        Back to the start
      </Link>
    </section>
  );
}
