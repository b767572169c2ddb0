import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./site', import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./site/public', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
  },
});
