/**
 * An article file: YAML front matter between `---` lines, then Markdown, as the editor writes them.
 * The article page shows paragraphs, subheadings and bulleted lists of plain text; the text is turned
 * into those blocks here, and anything else Markdown can say (bold, links, pictures, tables) is named
 * as a problem rather than shown as stray asterisks or dropped.
 */
import type { List, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { parse as parseYaml } from 'yaml';
import type { ArticleBlock } from '../types';

/** The front matter (not yet checked) and the Markdown after it. */
export function splitArticleFile(text: string): { frontMatter: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error('must start with front matter between two lines of ---');
  const [, yaml = '', body = ''] = match;
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(yaml);
  } catch (error) {
    throw new Error(`its front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  return { frontMatter, body: body.replace(/^\s+/, '') };
}

/** What the page cannot show, by the name the editor's toolbar gives it. */
const unsupported: Partial<Record<string, string>> = {
  strong: 'bold',
  emphasis: 'italics',
  delete: 'strikethrough',
  link: 'a link',
  linkReference: 'a link',
  image: 'a picture',
  imageReference: 'a picture',
  inlineCode: 'code',
  code: 'a code block',
  html: 'HTML',
  blockquote: 'a quote',
  table: 'a table',
  thematicBreak: 'a dividing line',
  break: 'a line break inside a paragraph',
};

const nameOf = (node: { type: string }) => unsupported[node.type] ?? `Markdown of the kind "${node.type}"`;
const lineOf = (node: { position?: { start: { line: number } } }) => (node.position ? `line ${node.position.start.line} of the text` : 'the text');

type Parsed = { blocks: ArticleBlock[]; problems: string[] };

/** A paragraph's plain text; soft line breaks read as spaces, as a browser would show them. */
function plainText(children: readonly PhrasingContent[], problems: string[]): string {
  let text = '';
  for (const child of children) {
    if (child.type === 'text') text += child.value;
    else problems.push(`${lineOf(child)}: ${nameOf(child)}, which articles do not show; write plain text`);
  }
  return text.replace(/\s*\n\s*/g, ' ');
}

function listItems(list: List, problems: string[]): string[] {
  if (list.ordered) problems.push(`${lineOf(list)}: a numbered list, which articles do not show; use a bulleted list`);
  return list.children.map((item) => {
    const [first, ...rest] = item.children;
    if (first?.type !== 'paragraph' || rest.length > 0) {
      problems.push(`${lineOf(item)}: a list item must be one line of text (no list inside a list)`);
      return '';
    }
    return plainText((first as Paragraph).children, problems);
  });
}

function blockOf(node: RootContent, problems: string[]): ArticleBlock | undefined {
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', text: plainText(node.children, problems) };
    case 'heading':
      if (node.depth !== 2) problems.push(`${lineOf(node)}: a heading of level ${node.depth}; articles use level 2 (## ) subheadings only`);
      return { type: 'heading', text: plainText(node.children, problems) };
    case 'list':
      return { type: 'list', items: listItems(node, problems) };
    case 'definition':
      return undefined;
    default:
      problems.push(`${lineOf(node)}: ${nameOf(node)}, which articles do not show`);
      return undefined;
  }
}

/** The article's text as the page's blocks, and what in it the page cannot show. */
export function parseArticleBody(markdown: string): Parsed {
  const problems: string[] = [];
  const blocks = fromMarkdown(markdown)
    .children.map((node) => blockOf(node, problems))
    .filter((block): block is ArticleBlock => block !== undefined);
  return { blocks, problems };
}

/** What in an article's text the page cannot show; none when it is paragraphs, ## subheadings and bulleted lists. */
export const bodyProblems = (markdown: string): string[] => parseArticleBody(markdown).problems;
