import { describe, expect, it } from 'vitest';
import { floorOf, floorUrl } from '../../scripts/bench/floor';

const page = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:image/svg+xml,x" type="image/svg+xml">',
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="">',
  '<link rel="preload" as="image" imageSrcSet="/assets/hero.avif 400w" media="(min-width: 1024px)">',
  '<style id="page-styles">@font-face{font-family:Inter;src:url(/assets/inter.woff2)}body{margin:0}</style>',
  '<noscript><link rel="stylesheet" href="/assets/style.css"></noscript><link rel="canonical" href="https://example.com/">',
  '<script id="island-loader" type="module" async="">var a=document.body--,b=a<!--a;</script><script type="application/ld+json">{"a":1}</script>',
  '</head><body><h1>Water in your basement?</h1><picture><source srcset="/a.avif"><img src="/a.jpg" alt="A"></picture>',
  '<img src="/b.jpg" alt="B"><p>Call now</p></body></html>',
].join('');

describe("a page's floor", () => {
  it('keeps the words and the inline CSS, and takes out scripts, file links and pictures', () => {
    const floor = floorOf(page);
    expect(floor).toContain('<h1>Water in your basement?</h1>');
    expect(floor).toContain('<p>Call now</p>');
    expect(floor).toContain('body{margin:0}');
    expect(floor).toContain('<link rel="canonical" href="https://example.com/">');
    for (const gone of ['<script', 'document.body--', 'inter.woff2', '@font-face', '<picture', '<img', 'hero.avif', 'image/svg+xml', 'style.css', '<noscript', '<!--']) {
      expect(floor).not.toContain(gone);
    }
    // Taken out, not blanked: the floor weighs what the page would without them.
    expect(floor.length).toBeLessThan(page.length / 2);
    // An empty icon, so the browser does not ask for /favicon.ico.
    expect(floor).toContain('<link rel="icon" href="data:,"></head>');
  });

  it('is served beside the site under its own prefix', () => {
    expect(floorUrl('/')).toBe('/__floor/');
    expect(floorUrl('/es/contacto')).toBe('/__floor/es/contacto/');
  });
});
