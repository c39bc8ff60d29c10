'use client';

import dynamic from 'next/dynamic';

// A write's status line (write-status.tsx), shown only once a write has started and its dialog is closed:
// it loads then, with the steps' words (flow-view.ts), not with every page that offers a write.
export const WriteStatus = dynamic(() => import('./write-status').then((m) => m.WriteStatus), { ssr: false });
