import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadIslandModules } from '../site/islands/renderIslands';

afterEach(() => {
  cleanup();
});

// Pages render their islands in place in component tests; the islands' modules load once, up front.
await loadIslandModules();
