import { afterEach } from 'vitest';

// Files that run in Node (functions, content, build output) render nothing: only the DOM tests get
// jest-dom's matchers, Testing Library's cleanup and the islands' modules, which would otherwise
// cost every Node file the whole design system's styles.
if (typeof document !== 'undefined') {
  // Files share their worker's DOM (vitest.config.ts): each starts from an empty body, whatever the
  // file before it left outside Testing Library's containers.
  document.body.replaceChildren();
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
  // Pages render their islands in place in component tests; the islands' modules load once, up front.
  const { loadIslandModules } = await import('../site/islands/renderIslands');
  await loadIslandModules();
}
