'use client';

import * as React from 'react';
import { cn } from './cn';

type Tone = 'info' | 'success' | 'danger';
type Toast = { id: number; title: string; description?: string; tone: Tone };
type ToastInput = Omit<Toast, 'id' | 'tone'> & { tone?: Tone };

const ToastContext = React.createContext<((toast: ToastInput) => void) | null>(null);
const DISMISS_AFTER_MS = 6000;

const toneClass: Record<Tone, string> = {
  info: 'border-border',
  success: 'border-success/50',
  danger: 'border-danger/50',
};

/** Holds the toasts of the page and announces each one through a polite live region. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = React.useState<Toast[]>([]);
  const nextId = React.useRef(0);

  const dismiss = React.useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = React.useCallback(
    (input: ToastInput) => {
      const id = ++nextId.current;
      setToasts((all) => [...all.slice(-3), { tone: 'info', ...input, id }]);
      window.setTimeout(() => dismiss(id), DISMISS_AFTER_MS);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={push}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-card p-4 shadow-lg',
              toneClass[toast.tone],
            )}
          >
            <div className="grid flex-1 gap-1">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description ? (
                <p className="text-sm text-muted-foreground">{toast.description}</p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="rounded px-1 text-muted-foreground hover:text-foreground"
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Returns the function that shows a toast; must be used under <ToastProvider>. */
export function useToast() {
  const push = React.useContext(ToastContext);
  if (!push) throw new Error('useToast must be used inside <ToastProvider>.');
  return push;
}
