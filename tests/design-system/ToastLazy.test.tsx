import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion } from '../../design-system/components/Toast/Toast';
import { toast, toastQueue } from '../../design-system/components/Toast/toastQueue';

const reactTestGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

// A test file of its own, so the visible toasts' module has not been loaded yet, as on a page that
// has just been opened. React runs as in a browser here (no act environment): the list suspends while
// its module loads and React retries it when the module arrives, which act would hold back.
describe('ToastRegion before its toasts module has loaded', () => {
  afterEach(() => {
    reactTestGlobals.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => toastQueue.clear());
  });

  it('announces the first toast at once and draws it when the module arrives', async () => {
    render(<ToastRegion />);
    reactTestGlobals.IS_REACT_ACT_ENVIRONMENT = false;

    toast.success('Item one saved');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Success: Item one saved'));
    // Vitest transforms the module on first import, which is slower than a browser fetching the chunk:
    // over 5 s with every core busy.
    expect(await screen.findByRole('alertdialog', { name: 'Item one saved' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
