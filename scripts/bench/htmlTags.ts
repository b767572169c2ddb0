/**
 * The start and end tags of a page the prerenderer wrote, read without a DOM: enough for the build's
 * byte counts (firstLoad.ts), which run on every page in `npm test`.
 */

export interface Tag {
  name: string;
  closing: boolean;
  attrs: Map<string, string>;
  /** Contents of `<script>` and `<style>`. */
  text?: string;
}

/** Decodes the entities React's HTML holds: numeric references and the few named ones it writes. */
export const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name && !attrs.has(name)) attrs.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attrs;
}

// Contents the parser must not read as markup: a JSON-LD string or a script may contain "<img".
const rawTextElements = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'title']);

/** The start and end tags of a document the prerenderer wrote (well-formed, quoted attributes). */
export function* tagsOf(html: string): Generator<Tag> {
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  const lowered = source.toLowerCase();
  const pattern = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    const name = (match[2] ?? '').toLowerCase();
    const closing = match[1] === '/';
    const tag: Tag = { name, closing, attrs: closing ? new Map() : parseAttributes(match[3] ?? '') };
    if (!closing && rawTextElements.has(name) && !(match[3] ?? '').trimEnd().endsWith('/')) {
      const end = lowered.indexOf(`</${name}`, pattern.lastIndex);
      const stop = end === -1 ? source.length : end;
      tag.text = source.slice(pattern.lastIndex, stop);
      pattern.lastIndex = stop;
    }
    yield tag;
  }
}
