import type { Metadata } from 'next';
import { PopupHandover } from '@/components/embed/popup-handover';
import { WidgetFrame } from '@/components/embed/widget-frame';

export const metadata: Metadata = { title: 'Connecting' };

// GET /embed/connected#code=…|#error=… – where the widget's login popup ends (see /api/auth/callback)
export default function PopupHandoverPage() {
  return (
    <WidgetFrame theme="auto" accent={null}>
      <PopupHandover />
    </WidgetFrame>
  );
}
