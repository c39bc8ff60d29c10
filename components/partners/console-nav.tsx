import Link from 'next/link';
import { cn } from '@/components/ui/cn';

// The partner console's pages, one link each; the page shown is marked as current.

const PAGES = [
  { href: '/partners/widget', label: 'Widget configurator' },
  { href: '/partners/reports', label: 'Trade reports' },
  { href: '/partners/webhooks', label: 'Webhook deliveries' },
  { href: '/partners', label: 'Partner docs' },
] as const;

export type ConsolePage = (typeof PAGES)[number]['href'];

export function ConsoleNav({ current }: { current: ConsolePage }) {
  return (
    <nav aria-label="Partner console">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              aria-current={page.href === current ? 'page' : undefined}
              className={cn(
                'underline-offset-4 hover:underline',
                page.href === current ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
