import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', '.dist-*/**'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    // Two cores: keep workers from fighting over them.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
