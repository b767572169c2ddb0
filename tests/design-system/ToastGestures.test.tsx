import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastRegionHotkey } from '../../design-system/components/Toast/Toast';
import { toast } from '../../design-system/components/Toast/toastQueue';
import { swipeDismissThreshold } from '../../design-system/components/Toast/useSwipeToDismiss';
import { focusBefore, freshToastsEachTest, pressAltT, queryRegion, region, setup, show, swipe, toastNamed } from './toastSupport';

describe('Toast gestures and keys', () => {
  freshToastsEachTest();

  it('follows a touch drag and closes once it passes the threshold', () => {
    setup();
    show(() => toast.info('Item one updated'));
    const item = toastNamed('Item one updated');

    fireEvent.pointerDown(item, { pointerId: 3, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 3, pointerType: 'touch', clientX: 140 });
    expect(item).toHaveAttribute('data-swiping');
    expect(item.style.translate).toBe('40px 0');

    fireEvent.pointerUp(item, { pointerId: 3, pointerType: 'touch', clientX: 100 - swipeDismissThreshold });
    expect(queryRegion()).not.toBeInTheDocument();
  });

  it('snaps back after a touch drag shorter than the threshold', () => {
    setup();
    show(() => toast.info('Item one updated'));
    const item = toastNamed('Item one updated');

    swipe(item, 'touch', swipeDismissThreshold - 1);

    expect(toastNamed('Item one updated')).toBe(item);
    expect(item).not.toHaveAttribute('data-swiping');
    expect(item.style.translate).toBe('');
  });

  it('snaps back when the browser takes the drag over for scrolling', () => {
    setup();
    show(() => toast.info('Item one updated'));
    const item = toastNamed('Item one updated');

    fireEvent.pointerDown(item, { pointerId: 3, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 3, pointerType: 'touch', clientX: 100 + swipeDismissThreshold * 2 });
    fireEvent.pointerCancel(item, { pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerUp(item, { pointerId: 3, pointerType: 'touch', clientX: 100 + swipeDismissThreshold * 2 });

    expect(toastNamed('Item one updated')).toBe(item);
    expect(item.style.translate).toBe('');
  });

  it('ignores a mouse drag, however long', () => {
    setup();
    show(() => toast.info('Item one updated'));
    const item = toastNamed('Item one updated');

    swipe(item, 'mouse', swipeDismissThreshold * 3);

    expect(toastNamed('Item one updated')).toBe(item);
    expect(item).not.toHaveAttribute('data-swiping');
  });

  it(`moves focus to the newest toast on ${toastRegionHotkey.label}`, () => {
    setup();
    show(() => toast.info('Item one updated'));
    show(() => toast.warning('Item two expiring'));
    focusBefore();

    pressAltT();

    expect(toastNamed('Item two expiring')).toHaveFocus();
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it(`leaves focus alone on ${toastRegionHotkey.label} when no toast is showing, or without Alt`, () => {
    setup();
    focusBefore();
    pressAltT();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();

    show(() => toast.info('Item one updated'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 't', code: 'KeyT' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 't', code: 'KeyT', altKey: true, ctrlKey: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });
});
