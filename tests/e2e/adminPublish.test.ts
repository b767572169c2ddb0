import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { newsletterCopyIn } from '../../functions/subscribe-newsletter/copy';
import { buildAdmin } from '../../site/admin/build';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { startLocalAdmin, type LocalAdmin } from '../../site/admin/localServer';
import { contentProblems } from '../../site/content/schema/validate';
import { textFactsIn } from '../../site/content/facts/textFacts';
import { absoluteUrl } from '../../site/seo/urls';
import { makeSiteCopy, type SiteCopy } from '../siteCopy';
import { answerFaq, publish, sampleArticle as article, signIn, writeArticle, type Editor } from './adminSteps';
import { chromiumForFile } from './chromium';

/**
 * What the office publishes reaches the site: the real editor, offline, edits a temporary copy of the
 * site's sources (decap-server on 127.0.0.1, as `npm run admin` runs it), and a build of that copy
 * renders the pages the edit should change, and one it should not.
 */
const browser = chromiumForFile();

let admin: LocalAdmin;
let copy: SiteCopy;

beforeAll(async () => {
  copy = makeSiteCopy('admin-publish-');
  const built = await buildAdmin();
  admin = await startLocalAdmin({ servedRoot: built.servedRoot, repoDir: copy.root, port: 0, headers: { 'Content-Security-Policy': adminContentSecurityPolicy } });
});

afterAll(async () => {
  await admin?.close();
  copy?.remove();
});

const contentText = (file: string) => readFileSync(path.join(copy.content, file), 'utf8');
const builtText = (client: string, file: string) => readFileSync(path.join(client, file), 'utf8');
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The JSON-LD blocks of a built page. */
const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = '']) => JSON.parse(json) as unknown);

const editorOf = (page: Page): Editor => ({ page, adminUrl: admin.adminUrl });

const textFacts = { en: textFactsIn('en'), es: textFactsIn('es') };

const newAnswer = 'Sí. Llegamos en {onSite} a cualquier punto de nuestra zona, de día o de noche, y le damos un presupuesto por escrito antes de empezar.';


describe('publishing from the editor', () => {
  // Longer than a test's usual minute: it also builds the copy.
  it('a Spanish FAQ answer and a new article in both languages reach their pages, feeds, sitemap and JSON-LD, and /faq stays as it was', { timeout: 240_000 }, async () => {
    const englishFaqs = contentText('faqs/en/response-time.json');
    const page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    try {
      const editor = editorOf(page);
      await signIn(editor);

      // The first question's Spanish answer: its entry, the Spanish column.
      await answerFaq(editor, { es: newAnswer });
      expect(contentText('faqs/en/response-time.json')).toBe(englishFaqs);
      expect((JSON.parse(contentText('faqs/es/response-time.json')) as { answer: string }).answer).toBe(newAnswer);

      // A new article, English beside Spanish; the facts are written once, in the English column.
      await writeArticle(editor, article);
    } finally {
      await page.context().close();
    }

    expect(existsSync(path.join(copy.content, `articles/en/${article.id}.md`))).toBe(true);
    expect(existsSync(path.join(copy.content, `articles/es/${article.id}.md`))).toBe(true);
    expect(contentProblems(copy.content)).toEqual([]);

    const articlePaths = { en: `/blog/${article.en.slug}`, es: `/es/blog/${article.es.slug}` };
    const client = await copy.build(['/faq', '/es/preguntas-frecuentes', '/blog', '/es/blog', articlePaths.en, articlePaths.es]);

    // The FAQ: the Spanish page and its FAQPage JSON-LD say the new answer, facts filled in; the
    // English page is byte for byte the working tree's.
    const spanishFaq = builtText(client, pageFile('/es/preguntas-frecuentes'));
    const filled = newAnswer.replace('{onSite}', textFacts.es.onSite);
    expect(spanishFaq.includes(filled), 'the new answer on /es/preguntas-frecuentes').toBe(true);
    const faqPage = jsonLdOf(spanishFaq).flatMap((block) => ((block as { '@graph'?: unknown[] })['@graph'] ?? [block]) as { '@type'?: string; mainEntity?: { acceptedAnswer: { text: string } }[] }[]).find((node) => node['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.[0]?.acceptedAnswer.text).toBe(filled);
    const unchanged = builtText(client, pageFile('/faq')) === readFileSync(path.join(inject('distDir'), 'client', pageFile('/faq')), 'utf8');
    expect(unchanged, "/faq differs from the working tree's build").toBe(true);

    // The article: both pages, paired by hreflang; a card on both blogs; both feeds; the sitemap.
    for (const lang of ['en', 'es'] as const) {
      const html = builtText(client, pageFile(articlePaths[lang]));
      const other = lang === 'en' ? 'es' : 'en';
      const says = (text: string) => html.includes(text);
      expect(
        {
          title: says(`>${article[lang].title}</h1>`),
          factFilled: says(`${textFacts[lang].onSite}</`),
          twin: says(`hrefLang="${other}" href="${absoluteUrl(articlePaths[other])}"`),
        },
        articlePaths[lang],
      ).toEqual({ title: true, factFilled: true, twin: true });
      expect(builtText(client, pageFile(lang === 'en' ? '/blog' : '/es/blog')).includes(`href="${articlePaths[lang]}"`), `a card on the ${lang} blog`).toBe(true);
      expect(builtText(client, lang === 'en' ? 'blog/rss.xml' : 'es/blog/rss.xml').includes(`${articlePaths[lang]}</link>`), `the ${lang} feed`).toBe(true);
    }
    const sitemap = builtText(client, 'sitemap.xml');
    expect(sitemap).toContain(`${articlePaths.en}</loc>`);
    expect(sitemap).toContain(`${articlePaths.es}</loc>`);
  });

  it('a phone number changed once reaches every page, tel: link and JSON-LD block, the share cards and the newsletter mails, and the old one is nowhere', { timeout: 300_000 }, async () => {
    const old = (JSON.parse(contentText('common/en/business.json')) as { phone: string }).phone;
    const changed = '+14045550187';
    // As the office would type it: the site keeps it as it dials it.
    const typed = '(404) 555-0187';
    const written = (e164: string) => [e164, `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`, `${e164.slice(2, 5)}-${e164.slice(5, 8)}-${e164.slice(8)}`];
    const page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    try {
      await signIn(editorOf(page));
      await page.goto(`${admin.adminUrl}#/collections/common-business/entries/business`);
      await page.getByLabel('Phone', { exact: true }).first().fill(typed);
      await publish(page);
    } finally {
      await page.context().close();
    }
    expect((JSON.parse(contentText('common/en/business.json')) as { phone: string }).phone).toBe(typed);
    expect(contentProblems(copy.content)).toEqual([]);

    // Every page: the whole site is built, since every page shows the number.
    const client = await copy.build();
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(80);
    const telephones = new Set<unknown>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'telephone') telephones.add(value);
          collect(value);
        }
      }
    };
    const wrong = pages.filter((file) => {
      const html = builtText(client, file);
      jsonLdOf(html).forEach(collect);
      return !html.includes(`href="tel:${changed}"`) || written(old).some((form) => html.includes(form));
    });
    expect(wrong, 'pages without a tel: link to the new number, or with the old number').toEqual([]);
    expect([...telephones]).toEqual([changed]);
    for (const file of ['sitemap.xml', 'blog/rss.xml', 'es/blog/rss.xml']) expect(written(old).some((form) => builtText(client, file).includes(form)), file).toBe(false);

    // The share cards show the number too: they are drawn again, so they differ from the committed ones.
    for (const card of ['og-image.jpg', 'og-image-es.jpg']) {
      expect(readFileSync(path.join(client, card)).equals(readFileSync(path.join(copy.root, 'site/public', card))), card).toBe(false);
    }

    // The newsletter's mails, as the copy's functions would send them.
    const copied = (await import(path.join(copy.root, 'functions/subscribe-newsletter/copy.ts'))) as { newsletterCopyIn: typeof newsletterCopyIn };
    for (const lang of ['en', 'es'] as const) {
      const mail = copied.newsletterCopyIn[lang].welcomeText('https://example.test/unsubscribe');
      expect(mail).toContain(written(changed)[1]);
      expect(written(old).some((form) => mail.includes(form)), lang).toBe(false);
    }
  });
});
