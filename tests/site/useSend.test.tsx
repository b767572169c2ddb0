import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSend } from '../../site/contact/useSend';

describe('useSend', () => {
  it('is pending from the press until the send has settled, and reports success', async () => {
    let deliver: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (deliver = resolve)));
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useSend({ send, onSuccess, onError }));

    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.mutate({ email: 'jane@example.org' });
    });
    expect(result.current.isPending).toBe(true);
    // The send waits for TanStack Query's first import, which a busy worker can take seconds to transform.
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'jane@example.org' }), { timeout: 5000 });
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      deliver();
      await sent;
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(false);
  });

  it('reports a failure to fetch its own code like a failed send, and stops being pending', async () => {
    // What the browser's import() rejects with when the chunk cannot be fetched.
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const send = vi.fn(() => Promise.resolve());
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useSend({ send, onSuccess, onError, load }));

    await act(() => result.current.mutate({ email: 'jane@example.org' }));
    expect(send).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(false);
  });
});
