import { describe, expect, it } from 'vitest';
import { criticalCss, firstScreenEnd, firstScreenMarkup, withoutUnreadProperties, withStructuredDataLast, withThemeValues } from '../../site/firstScreen';

const section = (characters: number, className = 'card') => `<section class="${className}"><p>${'x'.repeat(characters)}</p></section>`;
const page = (main: string, css = '') =>
  `<!DOCTYPE html><html class="theme"><head><style id="page-styles">${css}</style></head><body><header class="top">H</header><main>${main}</main><footer class="end">F</footer></body></html>`;

describe("a page's first screen", () => {
  it('ends after two sections of main and at least the markup a tall screen shows', () => {
    const html = page(`${section(100)}${section(100)}${section(firstScreenMarkup)}${section(100, 'below')}`);
    const end = firstScreenEnd(html);
    expect(html.slice(0, end).endsWith('</section>')).toBe(true);
    expect(html.slice(0, end)).toContain('x'.repeat(firstScreenMarkup));
    expect(html.slice(end)).toContain('class="below"');
  });

  it('counts two sections even when the first is long, nested sections as part of theirs, and a short main whole', () => {
    const long = page(`${section(firstScreenMarkup)}${`<section><section>${'y'.repeat(10)}</section></section>`}${section(10, 'below')}`);
    expect(long.slice(firstScreenEnd(long))).toMatch(/^<section class="below">/);
    const short = page(`${section(100)}${section(100)}`);
    expect(firstScreenEnd(short)).toBe(short.length);
  });

  it('inlines the rules its first screen uses, not those of the rest of the page', async () => {
    const css = '.theme{color:red}.top{color:blue}.card{margin:0}.below{padding:0}.end{border:0}';
    const html = page(`${section(100)}${section(firstScreenMarkup)}${section(100, 'below')}`, css);
    const critical = await criticalCss(html, /(<style id="page-styles">)([\s\S]*?)(<\/style>)/);
    expect(critical).toContain('.top{color:blue}');
    expect(critical).toContain('.card{margin:0}');
    expect(critical).not.toContain('.below');
    expect(critical).not.toContain('.end');
  });
});

describe('the inline CSS', () => {
  const stylesheet = '.theme{--space:1rem;--ink:#111;--link:var(--ink);--accent:blue}.dark{--accent:yellow}.a{padding:var(--space);color:var(--link)}.b{color:var(--accent)}';

  it("writes the theme's tokens as their values, but not a property the page redeclares, derives or sets inline", () => {
    const html = '<html class="theme"><body><div style="--ink:red"></div></body></html>';
    expect(withThemeValues('.a{padding:var(--space);color:var(--link)}.b{color:var(--accent)}', stylesheet, html)).toBe(
      '.a{padding:1rem;color:var(--link)}.b{color:var(--accent)}',
    );
    expect(withThemeValues('.a{padding:var(--space)}', stylesheet, '<html><body></body></html>')).toBe('.a{padding:var(--space)}');
  });

  it('drops the custom properties nothing reads, keeping those read through others or from style attributes', () => {
    const css = '.theme{--space:1rem;--ink:#111;--link:var(--ink);--unused:0;--set:1px}.a{color:var(--link)}.empty{--unused:2}';
    expect(withoutUnreadProperties(css, '<p style="margin:var(--set)"></p>')).toBe('.theme{--ink:#111;--link:var(--ink);--set:1px}.a{color:var(--link)}');
  });
});

describe("a page's structured data", () => {
  it('comes after all the markup, before the end of the body', () => {
    const block = '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[]}</script>';
    const html = page(`${block}${section(100)}`);
    const moved = withStructuredDataLast(html);
    expect(moved.endsWith(`</footer>${block}</body></html>`)).toBe(true);
    expect(moved.match(/ld\+json/g)).toHaveLength(1);
    expect(withStructuredDataLast(page(section(1)))).toBe(page(section(1)));
  });
});
