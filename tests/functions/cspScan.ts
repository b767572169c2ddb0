import { business } from '../../site/content/facts/business';

/** A Content-Security-Policy header as directive -> sources. */
export function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const fallbacks: Record<string, string[]> = {
  'script-src-elem': ['script-src'],
  'style-src-elem': ['style-src'],
  'style-src-attr': ['style-src'],
  'frame-src': ['child-src'],
};

/** The sources that govern a directive, following CSP's fallback chain to default-src. */
export function effectiveSources(csp: Map<string, string[]>, directive: string): string[] {
  for (const name of [directive, ...(fallbacks[directive] ?? []), 'default-src']) {
    const sources = csp.get(name);
    if (sources) return sources;
  }
  return [];
}

const isHostSource = (source: string) => !source.startsWith("'") && !source.endsWith(':');
/** External origins a directive allows by name. */
export const hostsOf = (csp: Map<string, string[]>, directive: string) => (csp.get(directive) ?? []).filter(isHostSource).sort();

const siteOrigin = new URL(business.siteUrl).origin;

export function allowedBy(csp: Map<string, string[]>, directive: string, url: string): boolean {
  const resolved = new URL(url, `${siteOrigin}/`);
  const sources = effectiveSources(csp, directive);
  if (resolved.protocol === 'data:') return sources.includes('data:');
  if (resolved.origin === siteOrigin) return sources.includes("'self'");
  return sources.includes(resolved.origin);
}

export interface HtmlReference {
  file: string;
  directive: string;
  url: string;
}

/** Everything a page's HTML makes the browser fetch, with the directive that governs it. */
export function htmlReferences(
  file: string,
  html: string,
): { references: HtmlReference[]; inlineScripts: { type: string; text: string }[]; styleAttributes: number } {
  const references: HtmlReference[] = [];
  const inlineScripts: { type: string; text: string }[] = [];
  const attributesOf = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/\s([\w-:]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]));
  for (const match of html.matchAll(/<(script|link|img|source|iframe|video|audio|embed|object)\b[^>]*>/g)) {
    const [tag = '', name = ''] = match;
    const attributes = attributesOf(tag);
    const add = (directive: string, url: string | undefined) => {
      if (url) references.push({ file, directive, url: url.replaceAll('&amp;', '&') });
    };
    const srcset = (value: string | undefined) => (value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
    switch (name) {
      case 'script':
        if (attributes.src) add('script-src', attributes.src);
        else {
          const start = match.index + tag.length;
          inlineScripts.push({ type: attributes.type ?? '', text: html.slice(start, html.indexOf('</script>', start)) });
        }
        break;
      case 'link': {
        const rel = (attributes.rel ?? '').split(/\s+/);
        if (rel.includes('stylesheet')) add('style-src-elem', attributes.href);
        if (rel.includes('modulepreload')) add('script-src', attributes.href);
        if (rel.includes('icon')) add('img-src', attributes.href);
        if (rel.includes('preload')) {
          add({ font: 'font-src', image: 'img-src', script: 'script-src', style: 'style-src-elem' }[attributes.as ?? ''] ?? 'default-src', attributes.href);
        }
        break;
      }
      case 'img':
      case 'source':
        add('img-src', attributes.src);
        for (const url of srcset(attributes.srcset)) add('img-src', url);
        break;
      case 'iframe':
        add('frame-src', attributes.src);
        break;
      default:
        add(name === 'video' || name === 'audio' ? 'media-src' : 'object-src', attributes.src ?? attributes.data);
    }
  }
  return { references, inlineScripts, styleAttributes: [...html.matchAll(/<[a-z][^>]*\sstyle="/g)].length };
}

