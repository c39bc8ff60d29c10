'use client';

import type * as React from 'react';
import { ToastProvider } from '@/components/ui/toast';

/** Client-side context shared by every page. */
export function Providers({ children }: { children: React.ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
