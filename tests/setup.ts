import { afterEach } from 'vitest';

// Files that run in Node (content, build output) render nothing: only the DOM tests get jest-dom's
// matchers and Testing Library's cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // A find or waitFor gives up after 5 s instead of 1: npm test keeps both cores busy, and a render
  // that takes a moment on a quiet machine can take over a second then. A passing test waits no longer.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
  });
}
