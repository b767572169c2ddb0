// @vitest-environment jsdom
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { callPlaceAttribute, textedCallPlaces } from '../../functions/contract/visits';
import { business } from '../../site/content/facts/business';
import { contentFor, interfaceWordsIn } from '../../site/content/siteContent';
import { langInfo, languages, type Lang } from '../../site/i18n/lang';
import { notFoundPath, routes } from '../../site/routes/routeTable';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

/*
 * The text link beside the call buttons: in every built page, right after each call button a phone
 * shows, with the business number and a first line in the page's language; shown on a phone's screen
 * and not on a computer's, by the stylesheet alone.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

/** The language of the words around an element: its page's, or on the not-found page the part's it is in. */
const langAround = (element: Element): Lang => languages.find((lang) => langInfo[lang].htmlLang === element.closest('[lang]')?.getAttribute('lang')) ?? 'en';

describe('the text link in every built page', () => {
  it.each(languages)('carries the business number and the first line of the interface words (%s)', (lang) => {
    const url = new URL(contentFor(lang).navigation.textLink.href);
    expect(url.protocol).toBe('sms:');
    expect(url.pathname).toBe(business.phone.e164);
    // What the message app reads: `body`, whether it reads the query (Android) or what follows `&` (iOS).
    expect(new URLSearchParams(url.search).get('body')).toBe(interfaceWordsIn(lang).textLink.body);
    expect(url.href).not.toMatch(/\s/);
  });

  it('stands right after every call button a phone shows, in the words of the language around it, counted from the place of that button', async () => {
    const seen = new Set<string>();
    for (const path of [...routes.map((route) => route.path), notFoundPath]) {
      const document = new DOMParser().parseFromString(await (await fetch(`${baseUrl}${path}`)).text(), 'text/html');
      for (const call of document.querySelectorAll<HTMLAnchorElement>(`a[href^="tel:"][${callPlaceAttribute}]`)) {
        const place = call.getAttribute(callPlaceAttribute) ?? '';
        if (!(textedCallPlaces as readonly string[]).includes(place)) continue;
        const { textLink } = contentFor(langAround(call)).navigation;
        const text = call.nextElementSibling;
        expect(text?.getAttribute('href'), `${path} ${place}`).toBe(textLink.href);
        expect(text?.getAttribute(callPlaceAttribute), `${path} ${place}`).toBe(`text-${place}`);
        expect(text?.getAttribute('aria-label') ?? text?.textContent, `${path} ${place}`).toBe(textLink.label);
        seen.add(place);
      }
    }
    // Each place a call button can be has been found, with its text link.
    expect([...seen].sort()).toEqual([...textedCallPlaces].sort());
  });
});

describe('the text link on screen', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it.each(languages.flatMap((lang) => [[lang, 390, 'shown'] as const, [lang, 1280, 'hidden'] as const]))('%s home page at %i px: %s', async (lang, width, state) => {
    const shown = state === 'shown';
    context = await browser().newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openSettled(page, `${baseUrl}${langInfo[lang].prefix || '/'}`);
    const links = page.locator('a[href^="sms:"]');
    // In the header, the hero and the closing call.
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(shown);
    if (shown) {
      // The header's is the icon alone beside Call Now, named for screen readers, with a target of at least 24 px.
      const header = page.getByRole('banner').getByRole('link', { name: contentFor(lang).navigation.textLink.label });
      const box = await header.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      // Nothing in the header's row is pushed out of the screen by it.
      const overflow = await page.getByRole('banner').evaluate((banner) => [...banner.querySelectorAll('a, button')].filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5).length);
      expect(overflow).toBe(0);
    }
  });
});
