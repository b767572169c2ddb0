import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Ladle adds its own React plugin; the only thing it needs from us is vanilla-extract.
export default {
  plugins: [vanillaExtractPlugin()],
};
