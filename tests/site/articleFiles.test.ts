// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articlesOf } from '../../site/content/blog';
import { parseArticleBody, splitArticleFile } from '../../site/content/load/markdown';
import { contentProblems } from '../../site/content/schema/validate';
import { contentWithText } from '../contentCopy';

const id = 'insurance-claims-water-damage-guide';

describe('an article text', () => {
  it('becomes paragraphs, subheadings and lists, its escapes and soft line breaks read as a browser would', () => {
    const { blocks, problems } = parseArticleBody('First line\nsame paragraph \\*not bold\\*.\n\n## Next\n\n- one\n- two & three\n');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'First line same paragraph *not bold*.' },
      { type: 'heading', text: 'Next' },
      { type: 'list', items: ['one', 'two & three'] },
    ]);
  });

  it.each([
    ['Some **bold** words.', 'line 1 of the text: bold, which articles do not show; write plain text'],
    ['A [link](https://example.com).', 'line 1 of the text: a link, which articles do not show; write plain text'],
    ['# Title', 'line 1 of the text: a heading of level 1; articles use level 2 (## ) subheadings only'],
    ['Text\n\n1. first', 'line 3 of the text: a numbered list, which articles do not show; use a bulleted list'],
    ['> quoted', 'line 1 of the text: a quote, which articles do not show'],
    ['![a photo](photo.jpg)', 'line 1 of the text: a picture, which articles do not show; write plain text'],
  ])('names what the page cannot show: %j', (markdown, problem) => {
    expect(parseArticleBody(markdown).problems).toEqual([problem]);
  });

  it('splits front matter from the text, and refuses a file without it', () => {
    expect(splitArticleFile('---\ntitle: A\ndate: 2024-01-10\n---\n\nBody\n')).toEqual({ frontMatter: { title: 'A', date: '2024-01-10' }, body: 'Body\n' });
    expect(() => splitArticleFile('title: A\n\nBody')).toThrow('must start with front matter between two lines of ---');
  });
});

describe('the article files', () => {
  it('are valid as the repository has them, and read in both languages with the same ids and facts, newest first', () => {
    expect(contentProblems()).toEqual([]);
    const [english, spanish] = [articlesOf('en'), articlesOf('es')];
    expect(spanish.map((article) => article.id)).toEqual(english.map((article) => article.id));
    expect(spanish.map((article) => [article.slug, article.publishedAt, article.image])).toEqual(english.map((article) => [article.slug, article.publishedAt, article.image]));
    expect(english.map((article) => article.publishedAt)).toEqual(english.map((article) => article.publishedAt).sort().reverse());
  });

  it('fill their facts into the text in each language', () => {
    const texts = (lang: 'en' | 'es') => JSON.stringify(articlesOf(lang));
    expect(texts('en')).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(texts('es')).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it.each([
    ['a missing field', `articles/es/${id}.md`, (text: string) => text.replace(/^title: .*\n/m, ''), `articles/es/${id}.md: title: is missing`],
    ['an empty title', `articles/en/${id}.md`, (text: string) => text.replace(/^title: .*$/m, 'title: ""'), `articles/en/${id}.md: title: must not be empty`],
    [
      'bold in the text',
      `articles/en/${id}.md`,
      (text: string) => `${text}\nA **bold** claim.\n`,
      `articles/en/${id}.md: body: line 34 of the text: bold, which articles do not show; write plain text`,
    ],
    [
      'a date not written YYYY-MM-DD',
      `articles/en/${id}.md`,
      (text: string) => text.replace(/^modifiedAt: .*$/m, 'modifiedAt: 10/01/2024'),
      `articles/en/${id}.md: modifiedAt: must be a date written YYYY-MM-DD, e.g. 2025-03-14`,
    ],
    [
      'a fact written in a translation',
      `articles/es/${id}.md`,
      (text: string) => text.replace(/^slug: /m, 'category: Prevention\nslug: '),
      `articles/es/${id}.md: category: is the same in every language: write it in the default language's file only`,
    ],
    [
      'an author not on the team',
      `articles/en/${id}.md`,
      (text: string) => text.replace(/^authorId: .*$/m, 'authorId: nobody-here'),
      `articles/en/${id}.md: authorId: "nobody-here" is nobody on the team (team/en/)`,
    ],
    [
      'an address another article has',
      `articles/es/${id}.md`,
      (text: string) => text.replace(/^slug: .*$/m, 'slug: como-prevenir-el-moho-con-la-humedad-de-georgia'),
      `articles/es/preventing-mold-growth-georgia-humidity.md: slug: "como-prevenir-el-moho-con-la-humedad-de-georgia" is already the address of articles/es/insurance-claims-water-damage-guide.md`,
    ],
    [
      'an unknown placeholder',
      `articles/en/${id}.md`,
      (text: string) => `${text}\nCall {telephone} now.\n`,
      `articles/en/${id}.md: body: unknown placeholder {telephone}`,
    ],
    ['a language without the article', `articles/es/${id}.md`, () => undefined, `articles/es/${id}.md: missing: every entry is written in every language (articles/en/${id}.md is)`],
    ['front matter that is not YAML', `articles/en/${id}.md`, (text: string) => text.replace(/^tags:$/m, 'tags: [unclosed'), `articles/en/${id}.md: its front matter is not valid YAML`],
  ])('stop the build with %s, naming the file and the field', (_case, file, edit, problem) => {
    const problems = contentProblems(contentWithText(file, edit));
    expect(problems.some((line) => line.startsWith(problem)), problems.join('\n')).toBe(true);
  });
});
