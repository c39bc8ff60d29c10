// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWriteFlow } from './use-write-flow';

// The run's code loads with the first write; here it cannot be loaded (the network went away).
vi.mock('./run-flow', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('a write whose run cannot be loaded', () => {
  it('fails, says the dashboard could not be reached, and sends nothing', async () => {
    const submit = vi.fn(async () => ({ signature: 'sig' }));
    const { result } = renderHook(
      () => useWriteFlow<{ amount: string }>({ kind: 'vote', submit, refresh: async () => {} }),
      { wrapper },
    );
    act(() => result.current.start({ amount: '1' }));
    await waitFor(() => expect(result.current.state.phase).toBe('failed'));
    const { state } = result.current;
    expect(state.phase === 'failed' && state.error.body.message).toBe(
      'The dashboard could not be reached. Check your connection.',
    );
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });
});
