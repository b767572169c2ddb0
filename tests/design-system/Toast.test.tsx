import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadToastList, ToastRegion } from '../../design-system/components/Toast/Toast';
import { toast, toastQueue, toastTimeout, toastTypes } from '../../design-system/components/Toast/toastQueue';
import { designSystemStrings } from '../../design-system/intl/designSystemStrings';
import { axeViolationsIn } from '../axeInJsdom';
import { advance, freshToastsEachTest, queryRegion, region, setup, show, toastNamed } from './toastSupport';

describe('Toast', () => {
  freshToastsEachTest();

  it.each(toastTypes)('shows a %s toast with its title, description and labelled icon', (type) => {
    setup();
    show(() => toast[type]('Item one', { description: 'Lorem ipsum dolor' }));

    const item = toastNamed('Item one');
    expect(item).toHaveAccessibleDescription('Lorem ipsum dolor');
    expect(within(item).getByRole('img', { name: designSystemStrings['en-US'][`toast.${type}`] })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('renders the live regions before the first toast, while the RAC region is still absent', () => {
    setup();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(queryRegion()).not.toBeInTheDocument();

    show(() => toast.success('Item one saved', { description: 'Lorem ipsum' }));
    expect(screen.getByRole('status')).toHaveTextContent('Success: Item one saved');
    expect(screen.getByRole('status')).toHaveTextContent('Lorem ipsum');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces errors assertively and nothing else there', () => {
    setup();
    show(() => toast.info('Item two updated'));
    show(() => toast.error('Item one failed'));

    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Item one failed');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Item two');
    expect(screen.getByRole('status')).toHaveTextContent('Information: Item two updated');
    expect(screen.getByRole('status')).not.toHaveTextContent('Item one failed');
  });

  it('stacks toasts newest first and lists them', () => {
    setup();
    show(() => toast.info('Item one'));
    show(() => toast.info('Item two'));

    const items = within(region()).getAllByRole('alertdialog');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Item two'),
      expect.stringContaining('Item one'),
    ]);
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('closes with the close button and empties the live region', () => {
    setup();
    show(() => toast.success('Item one saved'));

    fireEvent.click(within(toastNamed('Item one saved')).getByRole('button', { name: 'Close notification' }));

    expect(queryRegion()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it(`closes itself after ${toastTimeout} ms`, () => {
    setup();
    show(() => toast.success('Item one saved'));

    advance(toastTimeout - 1);
    expect(toastNamed('Item one saved')).toBeInTheDocument();
    advance(1);
    expect(queryRegion()).not.toBeInTheDocument();
  });

  it('pauses the timeout while the region is hovered and resumes when the pointer leaves', () => {
    setup();
    show(() => toast.success('Item one saved'));
    advance(2000);

    fireEvent.pointerOver(toastNamed('Item one saved'), { pointerType: 'mouse' });
    advance(toastTimeout * 3);
    expect(toastNamed('Item one saved')).toBeInTheDocument();

    fireEvent.pointerOut(toastNamed('Item one saved'), { pointerType: 'mouse' });
    advance(toastTimeout - 2000 - 1);
    expect(toastNamed('Item one saved')).toBeInTheDocument();
    advance(1);
    expect(queryRegion()).not.toBeInTheDocument();
  });

  it('pauses the timeout while focus is inside the region', () => {
    setup();
    show(() => toast.info('Item one updated'));
    const close = within(toastNamed('Item one updated')).getByRole('button', { name: 'Close notification' });

    act(() => close.focus());
    advance(toastTimeout * 3);
    expect(toastNamed('Item one updated')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    advance(toastTimeout - 1);
    expect(toastNamed('Item one updated')).toBeInTheDocument();
    advance(1);
    expect(queryRegion()).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is promoted, then times the promoted toast out', () => {
    setup();
    let id = '';
    show(() => {
      id = toast.loading('Saving item one');
    });
    const loading = toastNamed('Saving item one');
    expect(within(loading).getByRole('img', { name: 'Loading' })).toBeInTheDocument();

    advance(toastTimeout * 12);
    expect(toastNamed('Saving item one')).toBeInTheDocument();

    show(() => toast.success('Item one saved', { id }));
    expect(within(region()).getAllByRole('alertdialog')).toHaveLength(1);
    expect(within(toastNamed('Item one saved')).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Success: Item one saved');
    expect(screen.getByRole('status')).not.toHaveTextContent('Saving item one');

    advance(toastTimeout - 1);
    expect(toastNamed('Item one saved')).toBeInTheDocument();
    advance(1);
    expect(queryRegion()).not.toBeInTheDocument();
  });

  it('promotes a loading toast to an error in the assertive region', () => {
    setup();
    let id = '';
    show(() => {
      id = toast.loading('Saving item one');
    });
    show(() => toast.error('Item one not saved', { id }));

    expect(toastNamed('Item one not saved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Item one not saved');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders the action as a link, not a button', () => {
    setup();
    show(() => toast.error('Item one failed', { action: { label: 'Call 555-0100', href: 'tel:+15550100' } }));

    const link = within(toastNamed('Item one failed')).getByRole('link', { name: 'Call 555-0100' });
    expect(link).toHaveAttribute('href', 'tel:+15550100');
    expect(within(toastNamed('Item one failed')).queryByRole('button', { name: 'Call 555-0100' })).toBeNull();
  });

  it('refuses a second region', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <>
          <ToastRegion />
          <ToastRegion />
        </>,
      ),
    ).toThrow(/ToastRegion is already mounted/);
    quiet.mockRestore();
  });

  it('has no axe violations with a toast of every type showing', async () => {
    vi.useRealTimers();
    setup();
    show(() => toastTypes.forEach((type) => toast[type](`Item ${type}`, { description: 'Lorem ipsum' })));
    show(() => toast.error('Item with link', { action: { label: 'Call 555-0100', href: 'tel:+15550100' } }));

    expect(await axeViolationsIn(document.body)).toEqual([]);
  });
});

describe('ToastRegion in Spanish', () => {
  // Loaded here too, not left to the tests above: in whatever order the tests run, the toast is drawn
  // at once (ToastLazy.test.tsx is about the toasts' module arriving later).
  beforeAll(() => loadToastList());

  it('names the type and the close button in the locale React Aria is given', async () => {
    render(
      <I18nProvider locale="es-US">
        <ToastRegion />
      </I18nProvider>,
    );
    act(() => void toast.success('Mensaje enviado'));
    expect(await screen.findByRole('status')).toHaveTextContent(`${designSystemStrings['es-US']['toast.success']}: Mensaje enviado`);
    const item = await screen.findByRole('alertdialog', { name: 'Mensaje enviado' });
    expect(within(item).getByRole('button', { name: designSystemStrings['es-US']['toast.close'] })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: designSystemStrings['es-US']['toast.success'] })).toBeInTheDocument();
    // React Aria's own name for the region, in Spanish.
    expect(screen.getByRole('region', { name: /notificación/ })).toBeInTheDocument();
    act(() => toastQueue.clear());
  });
});
