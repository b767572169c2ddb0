import { afterEach } from 'vitest';

// Files that run in Node (content, build output) render nothing: only the DOM tests get jest-dom's
// matchers and Testing Library's cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
