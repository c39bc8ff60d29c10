'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { getQueryClient } from '@/lib/client/query-client';

/** Client-side context shared by every page: the query cache and toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
