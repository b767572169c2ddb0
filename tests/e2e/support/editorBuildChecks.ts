import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { textFactsIn } from '../../../site/content/facts/textFacts';
import { contentProblems } from '../../../site/content/schema/validate';
import type { Lang } from '../../../site/i18n/lang';
import { localPath } from '../../../site/i18n/paths';
import type { SiteCopy } from '../../siteCopy';
import { sampleArticle as article } from './editorSteps';
import { answer, emergency, fixedAnswer, hours, newDescription, person, workPhoto } from './editorTaskData';

const textFacts = { en: textFactsIn('en'), es: textFactsIn('es') };

/**
 * Builds `copy` after the editor's tasks (tests/e2e/editor.test.ts), rendering only the pages they
 * changed, and checks that every change they saved is on its page in both languages, with the site's
 * words in curly brackets filled in, and that the photos they uploaded went through the image pipeline.
 * What the editor saves, the build must accept: the content is first checked against the schemas the
 * build applies, so that a refusal is reported as such rather than as a page without the change.
 */
export async function expectEveryChangeBuilt(copy: SiteCopy) {
  expect(contentProblems(copy.content)).toEqual([]);
  const pages = {
    home: { en: '/', es: localPath('es', '/') },
    faq: { en: '/faq', es: localPath('es', '/faq') },
    team: { en: '/team', es: localPath('es', '/team') },
    article: { en: `/blog/${article.en.slug}`, es: `/es/blog/${article.es.slug}` },
    guide: { en: '/blog/insurance-claims-water-damage-guide', es: localPath('es', '/blog/insurance-claims-water-damage-guide') },
  };
  const client = await copy.build(Object.values(pages).flatMap(({ en, es }) => [en, es]));
  const html = (route: string) => readFileSync(path.join(client, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
  const filled = (text: string, lang: Lang) => text.replace(/\{(\w+)\}/g, (_whole, name: keyof (typeof textFacts)['en']) => textFacts[lang][name]);
  const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const renditions = readdirSync(path.join(client, 'assets'));
  for (const lang of ['en', 'es'] as const) {
    const home = html(pages.home[lang]);
    expect({
      officeHours: home.includes(escaped(hours[lang])),
      emergencyHours: home.includes(escaped(emergency[lang])),
      workPhoto: home.includes(`alt="${escaped(workPhoto[lang])}"`),
      changedDescription: home.includes(`alt="${escaped(newDescription[lang])}"`),
      answer: html(pages.faq[lang]).includes(escaped(filled(answer[lang], lang))),
      fixedAnswer: html(pages.faq[lang]).includes(escaped(filled(fixedAnswer[lang], lang))),
      person: html(pages.team[lang]).includes('Ana Ruiz') && html(pages.team[lang]).includes(escaped(person.role[lang])),
      article: html(pages.article[lang]).includes(`>${escaped(article[lang].title)}</h1>`) && html(pages.article[lang]).includes(escaped(filled(article[lang].body[2] ?? '', lang))),
      newAuthor: html(pages.guide[lang]).includes('Karen Whitaker'),
    }, lang).toEqual({ officeHours: true, emergencyHours: true, workPhoto: true, changedDescription: true, answer: true, fixedAnswer: true, person: true, article: true, newAuthor: true });
  }
  // The uploads went through the site's image pipeline like the other photos: every format.
  for (const photo of ['img_2041', 'img_2042', 'img_2043']) {
    for (const format of ['avif', 'jpeg']) expect(renditions.some((file) => file.startsWith(`${photo}-`) && file.endsWith(`.${format}`)), `${photo} as ${format}`).toBe(true);
  }
}
