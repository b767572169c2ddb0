// @vitest-environment jsdom
import { describe, expect, inject, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { routeEntries } from '../../site/routes/routeTable';

/*
 * What the built pages' HTML says by itself (head tags, links, languages), read in Node as a crawler
 * reads it: no browser, no layout, no script. The pages come from the same server as the browser
 * tests', so its clean addresses and status codes are checked too.
 */

const baseUrl = inject('baseUrl');
const absolute = (path: string) => `${business.siteUrl}${path}`;

/** A page as the server sends it, parsed without running it: for what the HTML itself says. */
async function served(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, document: new DOMParser().parseFromString(await response.text(), 'text/html') };
}

/** The page's hreflang alternates, as the head says them. */
const alternatesIn = (document: Document) =>
  Object.fromEntries(
    Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );

describe('every Spanish page, as served', () => {
  it.each(routeEntries.map(([english, spanish]) => [spanish?.path ?? '', english?.path ?? ''] as const))(
    '%s answers 200 in Spanish, with reciprocal hreflang to %s',
    async (spanishPath, englishPath) => {
      const spanish = await served(spanishPath);
      expect(spanish.status).toBe(200);
      expect(spanish.document.documentElement.lang).toBe('es');
      const expected = {
        en: absolute(englishPath === '/' ? '/' : englishPath),
        es: absolute(spanishPath),
        'x-default': absolute(englishPath === '/' ? '/' : englishPath),
      };
      expect(alternatesIn(spanish.document)).toEqual(expected);
      expect(spanish.document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('es_US');
      expect(spanish.document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content')).toBe('en_US');
      // The twin names this page back, and its one link named 'Español' leads here.
      const english = await served(englishPath);
      expect(english.status).toBe(200);
      expect(alternatesIn(english.document)).toEqual(expected);
      const toSpanish = Array.from(english.document.body.querySelectorAll('a')).filter(
        (link) => !link.hasAttribute('aria-label') && link.textContent?.trim() === 'Español',
      );
      expect(toSpanish.map((link) => link.getAttribute('href'))).toEqual([spanishPath]);
    },
  );
});
