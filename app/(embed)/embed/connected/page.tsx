import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { resolveLocale } from '@/lib/embed/locales';
import { PopupHandover } from '@/components/embed/popup-handover';
import { WidgetFrame } from '@/components/embed/widget-frame';

export const metadata: Metadata = { title: 'Connecting' };

// GET /embed/connected#code=…|#error=… – where the widget's login popup ends (see /api/auth/callback)
export default async function PopupHandoverPage() {
  // The visitor's browser language until the window reads the widget's own (see PopupHandover).
  const locale = resolveLocale(null, (await headers()).get('accept-language')).used;
  return (
    <WidgetFrame theme="auto" accent={null}>
      <PopupHandover locale={locale} />
    </WidgetFrame>
  );
}
