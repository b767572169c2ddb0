import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the hook per test, so a mocked-out TanStack Query module does not leak.
async function freshUseSend() {
  vi.resetModules();
  return (await import('../../site/contact/useSend')).useSend;
}

afterEach(() => {
  vi.doUnmock('../../site/contact/mutations');
  vi.restoreAllMocks();
});

describe('useSend', () => {
  it('is pending from the press until the send has settled, and reports success', async () => {
    const useSend = await freshUseSend();
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
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'jane@example.org' }));
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
    vi.doMock('../../site/contact/mutations', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const useSend = await freshUseSend();
    const send = vi.fn(() => Promise.resolve());
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useSend({ send, onSuccess, onError }));

    await act(() => result.current.mutate({ email: 'jane@example.org' }));
    expect(send).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(false);
  });
});
