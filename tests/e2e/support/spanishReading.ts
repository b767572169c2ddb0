import type { Page } from 'playwright-core';
import { business } from '../../../site/content/facts/business';
import { contentFor } from '../../../site/content/siteContent';
import { textLeaves } from '../../site/textLeaves';

/*
 * How the browser tests read a Spanish page as its reader would: the English interface words it must
 * not show, and what a phone's width cuts off. The audits read every page with them
 * (a11y.test.ts), and the Spanish journeys the open menu (spanishPages.test.ts).
 */

const es = contentFor('es');
const en = contentFor('en');

/**
 * The English interface: every word of navigation, buttons, labels, messages and headings the English
 * copy holds, minus what is the same in Spanish (the brand, the phone, city names, 'Blog').
 */
export function englishInterfaceStrings(): string[] {
  const { navigation, pages, home } = en;
  const englishUi = [
    ...textLeaves({ mainNav: navigation.mainNav, headerCopy: navigation.headerCopy, footer: navigation.footer }),
    ...textLeaves({ breadcrumbCopy: navigation.breadcrumbCopy, embedCopy: navigation.embedCopy, cta: navigation.emergencyCtaCopy }),
    ...textLeaves(pages),
    ...textLeaves(home.homePage),
    ...textLeaves(en.articleSummaries.blogCategoryLabels),
    ...en.faqs.faqs.map((item) => item.question),
  ];
  const spanish = new Set(
    textLeaves({ navigation: es.navigation, pages: es.pages, home: es.home.homePage, labels: es.articleSummaries.blogCategoryLabels }),
  );
  return [...new Set(englishUi)].filter(
    (text) => text.length >= 3 && !spanish.has(text) && !/^(\/|https?:|mailto:|tel:)/.test(text) && /[a-z]/i.test(text),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Names that stay English on the Spanish site because they are names: the brand, places (a landmark
 * such as 'Historic Walton County Courthouse' contains 'Walton County', 'Main Street' contains 'Main')
 * and the cloud provider the privacy page names. They are taken out before the scan.
 */
const properNames = [
  business.name,
  'Amazon Web Services',
  'Main Street',
  'Town Green',
  ...es.cities.cities.flatMap((city) => [...city.landmarks, ...city.neighborhoods]),
].sort((a, b) => b.length - a.length);

const patterns = englishInterfaceStrings().map((text) => [text, new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u')] as const);

/** The English interface strings on the page as it is now: in what a reader sees and hears. */
export async function englishOn(page: Page): Promise<string[]> {
  // The visible text, plus the names only screen readers get.
  const text = await page.evaluate(() => {
    const named = Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')).map((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${document.body.innerText}\n${named.join('\n')}\n${document.title}`;
  });
  const withoutNames = properNames.reduce((rest, name) => rest.split(name).join(' '), text);
  return patterns.filter(([, pattern]) => pattern.test(withoutNames)).map(([english]) => english);
}

/** Sideways scrolling of the page, and the visible controls and headings whose words are cut off. */
export const overflowOf = (target: Page) =>
  target.evaluate(() => {
    const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const clipped = Array.from(document.querySelectorAll<HTMLElement>('a, button, h1, h2, h3, label, summary'))
      .filter((element) => {
        if (!element.checkVisibility()) return false;
        const box = element.getBoundingClientRect();
        // Visually hidden on purpose (the skip link until it has focus): checked with focus in the Spanish journeys.
        if (box.width <= 1 && box.height <= 1) return false;
        const cut = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
        return cut || box.right > document.documentElement.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? '');
    return { page, clipped };
  });
