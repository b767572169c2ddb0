// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newsletterCopyIn } from '../../functions/subscribe-newsletter/copy';
import { routesIn } from '../../site/routes/routeTable';
import { siteStrings } from './siteStrings';
import { glossary, searchWords, type Avoided } from './spanishGlossary';
import { textEntries, type TextEntry } from './textLeaves';

/** What the newsletter sends a Spanish sign-up: both mails with sample links, and every page its links open. */
function spanishMails(): TextEntry[] {
  const copy = newsletterCopyIn.es;
  return textEntries(
    {
      confirmSubject: copy.confirmSubject,
      confirmText: copy.confirmText('https://example.test/newsletter/confirm?token=t', 7),
      welcomeSubject: copy.welcomeSubject,
      welcomeText: copy.welcomeText('https://example.test/newsletter/unsubscribe?token=t'),
      pages: copy.pages,
    },
    'newsletter.es',
  );
}

const spanish = [...(await siteStrings('es')), ...spanishMails()];

/** A match with some text either side, so the failure says where to look. */
function offence(entry: TextEntry, { pattern, because, allowedIn }: Avoided): string | undefined {
  if (allowedIn?.test(entry.path)) return undefined;
  const match = pattern.exec(entry.text);
  if (!match) return undefined;
  const start = Math.max(0, match.index - 40);
  const context = entry.text.slice(start, match.index + match[0].length + 40);
  return `${entry.path}: "${match[0]}" (${because}) in …${context}…`;
}

describe('Spanish glossary', () => {
  it('reads every Spanish string the site shows and every Spanish newsletter mail and page', () => {
    expect(spanish.length).toBeGreaterThan(1500);
    expect(spanish.some((entry) => entry.path.startsWith('cityPages.'))).toBe(true);
    expect(spanish.some((entry) => entry.path.startsWith('jsonLd.'))).toBe(true);
    expect(spanish.filter((entry) => entry.path.startsWith('newsletter.es.')).length).toBeGreaterThanOrEqual(20);
  });

  it.each(glossary.map((entry) => [entry.term, entry.spanish, entry] as const))('says %s as "%s" and never the words to avoid', (_, __, entry) => {
    expect.soft(spanish.some((text) => entry.uses.test(text.text)), `the site never says "${entry.spanish}"`).toBe(true);
    const offences = entry.avoid.flatMap((avoided) =>
      spanish.map((text) => offence(text, avoided)).filter((found) => found !== undefined),
    );
    expect(offences).toEqual([]);
  });

  it('starts a line with a capital "Condado de", keeping "condado de" for sentences and search words', () => {
    // The county of a city is a piece for sentences ("en el condado de Walton"); shown alone under a city
    // link, the page capitalises it (RelatedServices). Every other string may be shown as a line.
    const fragments = /\.county$/;
    const lines = spanish.filter((entry) => !fragments.test(entry.path) && !searchWords.test(entry.path));
    const lowerCaseLine = /(?:^|\n)[ \t]*(?:[-*][ \t]+)?condado de /u;
    expect(lines.filter((entry) => lowerCaseLine.test(entry.text)).map((entry) => `${entry.path}: ${entry.text.slice(0, 80)}`)).toEqual([]);
    expect(spanish.filter((entry) => /^Condado de /u.test(entry.text)).length).toBeGreaterThanOrEqual(3);
  });

  it('spells "daños por agua" the same way in every Spanish address', () => {
    const paths = routesIn('es').map((route) => route.path);
    const waterDamage = paths.filter((path) => path.includes('danos'));
    expect(waterDamage.length).toBeGreaterThanOrEqual(8);
    expect(waterDamage.filter((path) => !path.includes('danos-por-agua'))).toEqual([]);
  });
});
