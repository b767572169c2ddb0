import { describe, expect, it, vi } from 'vitest';
import { AriaToastQueue } from '../../design-system/components/Toast/ariaToast';
import {
  createToaster,
  maxVisibleToasts,
  toast,
  toastQueue,
  toastTimeout,
  toastTypes,
  type ToastContent,
} from '../../design-system/components/Toast/toastQueue';
import { designSystemStrings } from '../../design-system/intl/designSystemStrings';

const fresh = () => {
  const queue = new AriaToastQueue<ToastContent>();
  return { queue, toaster: createToaster(queue) };
};

const call = { label: 'Call 555-0100', href: 'tel:+15550100' };

describe('toastQueue', () => {
  it('lists every toast type once, each with a spoken label in every locale', () => {
    expect(toastTypes).toEqual(['success', 'error', 'info', 'warning', 'loading']);
    for (const strings of Object.values(designSystemStrings)) {
      for (const type of toastTypes) expect(strings[`toast.${type}`]).toBeTruthy();
    }
  });

  it.each([
    { type: 'success', timeout: toastTimeout },
    { type: 'error', timeout: toastTimeout },
    { type: 'info', timeout: toastTimeout },
    { type: 'warning', timeout: toastTimeout },
    { type: 'loading', timeout: undefined },
  ] as const)('toast.$type queues its content with timeout $timeout', ({ type, timeout }) => {
    const { queue, toaster } = fresh();
    toaster[type]('Item one', { description: 'Lorem ipsum' });

    expect(queue.visibleToasts).toHaveLength(1);
    expect(queue.visibleToasts[0]?.content).toEqual({ type, title: 'Item one', description: 'Lorem ipsum' });
    expect(queue.visibleToasts[0]?.timeout).toBe(timeout);
  });

  it.each([
    { options: {}, timeout: toastTimeout },
    { options: { timeout: 8000 }, timeout: 8000 },
    { options: { timeout: 0 }, timeout: undefined },
    { options: { action: call }, timeout: undefined },
    { options: { action: call, timeout: 10000 }, timeout: 10000 },
  ])('with options $options the timeout is $timeout', ({ options, timeout }) => {
    const { queue, toaster } = fresh();
    toaster.info('Item one', options);
    expect(queue.visibleToasts[0]?.timeout).toBe(timeout);
  });

  it('returns distinct ids and dismisses by id', () => {
    const { queue, toaster } = fresh();
    const first = toaster.info('Item one');
    const second = toaster.info('Item two');
    expect(first).not.toBe(second);

    toaster.dismiss(first);
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(['Item two']);
    expect(() => toaster.dismiss(first)).not.toThrow();
    expect(() => toaster.dismiss('never-shown')).not.toThrow();
  });

  it('promotes a loading toast in place: same id, new content, a timeout, one onClose', () => {
    const { queue, toaster } = fresh();
    const onLoadingClose = vi.fn();
    const onSavedClose = vi.fn();
    const id = toaster.loading('Saving item one', { onClose: onLoadingClose });

    expect(toaster.success('Item one saved', { id, onClose: onSavedClose })).toBe(id);
    expect(queue.visibleToasts).toHaveLength(1);
    expect(queue.visibleToasts[0]?.content).toEqual({ type: 'success', title: 'Item one saved' });
    expect(queue.visibleToasts[0]?.timeout).toBe(toastTimeout);
    expect(onLoadingClose).not.toHaveBeenCalled();

    toaster.dismiss(id);
    expect(queue.visibleToasts).toHaveLength(0);
    expect(onSavedClose).toHaveBeenCalledTimes(1);
    expect(onLoadingClose).not.toHaveBeenCalled();
  });

  it('keeps one toast for a repeated fixed id', () => {
    const { queue, toaster } = fresh();
    toaster.error('Offline', { id: 'offline' });
    toaster.error('Still offline', { id: 'offline' });
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(['Still offline']);
  });

  it('calls onClose once when the queue closes the toast (button, swipe or timeout)', () => {
    const { queue, toaster } = fresh();
    const onClose = vi.fn();
    toaster.warning('Item one expiring', { onClose });

    const key = queue.visibleToasts[0]?.key ?? '';
    queue.close(key);
    queue.close(key);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('dismissAll closes visible and waiting toasts', () => {
    const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 1 });
    const toaster = createToaster(queue);
    toaster.info('Item one');
    toaster.info('Item two');
    expect(queue.visibleToasts).toHaveLength(1);

    toaster.dismissAll();
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it(`shows at most ${maxVisibleToasts} of the app queue's toasts, newest first`, () => {
    const titles = ['Item one', 'Item two', 'Item three', 'Item four'];
    titles.forEach((title) => toast.info(title));
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual(titles.slice(-maxVisibleToasts).reverse());
    toast.dismissAll();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it.each([
    { misuse: 'an empty title', fire: () => fresh().toaster.success('  '), message: /non-empty title/ },
    { misuse: 'an action without href', fire: () => fresh().toaster.error('Failed', { action: { label: 'Call', href: '' } }), message: /label and an href/ },
    { misuse: 'a timeout on a loading toast', fire: () => fresh().toaster.loading('Saving', { timeout: 5000 }), message: /never times out/ },
  ])('throws in development on $misuse', ({ fire, message }) => {
    expect(fire).toThrow(message);
  });
});
