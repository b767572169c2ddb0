/**
 * A drawing a page shows more than once (the certification seal, in the page and again in the footer)
 * drawn once: the first keeps its shapes in a `<g id>`, the others `<use>` it. The copies lie further
 * apart than gzip looks back (32 KB), so each cost its whole weight: 0.6-0.7 KB of a home page's gzip
 * HTML. Only outside islands, whose HTML React compares with its own when it hydrates.
 */
const drawings = /<svg role="img"([^>]*)>([\s\S]*?)<\/svg>/g;

/** What makes two drawings the same: their box and their shapes, whatever ids React gave their parts. */
const keyOf = (attributes: string, shapes: string) => `${/ viewBox="[^"]*"/.exec(attributes)?.[0] ?? ''}${shapes.replace(/ id="[^"]*"|url\(#[^)]*\)/g, '')}`;

const insideIsland = (html: string, offset: number) => {
  const before = html.slice(0, offset);
  return before.split('<site-island').length !== before.split('</site-island>').length;
};

export function withDrawingsOnce(html: string): string {
  const count = new Map<string, number>();
  for (const [, attributes = '', shapes = ''] of html.matchAll(drawings)) {
    const key = keyOf(attributes, shapes);
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const ids = new Map<string, string>();
  return html.replace(drawings, (whole, attributes: string, shapes: string, offset: number) => {
    const key = keyOf(attributes, shapes);
    if ((count.get(key) ?? 0) < 2 || insideIsland(html, offset)) return whole;
    const id = ids.get(key);
    if (id) return `<svg role="img"${attributes}><use href="#${id}"></use></svg>`;
    const first = `drawing-${ids.size + 1}`;
    ids.set(key, first);
    return `<svg role="img"${attributes}><g id="${first}">${shapes}</g></svg>`;
  });
}
