import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { imagetools } from 'vite-imagetools';

// Ladle adds its own React plugin. The design system needs vanilla-extract; the site's section stories
// also need the image pipeline (site/assets/images.ts) and the build-time constants the site's code reads.
export default {
  plugins: [vanillaExtractPlugin(), imagetools()],
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? '') },
};
