import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, IconSpriteContext, Mail, Phone, Siren } from '../../design-system';
import { createIconSprite, IconSymbols } from '../../site/components/IconSymbols';
import { placeIconSymbols, withJoinedPaths } from '../../site/components/placeIconSymbols';

/** A page the way the Document renders one: its icons, then the symbols they asked for. */
function page(body: React.ReactNode) {
  const sprite = createIconSprite();
  const markup = renderToStaticMarkup(
    <body>
      <IconSpriteContext value={sprite}>{body}</IconSpriteContext>
      <IconSymbols sprite={sprite} />
    </body>,
  );
  return { sprite, markup };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('icon symbols', () => {
  it('gives each glyph one symbol, placed in the first icon that uses it, with the glyph’s grid and stroke', () => {
    const { markup } = page(
      <>
        <p><Icon icon={Phone} />Call</p>
        <p><Icon icon={Mail} />Write</p>
        <p><Icon icon={Phone} size={24} />Call again</p>
      </>,
    );
    const html = placeIconSymbols(markup);
    expect(html).not.toContain('data-icon-symbols');
    expect(count(html, '<symbol')).toBe(2);
    expect(count(html, '<use href="#icon-phone">')).toBe(2);
    // The phone's symbol sits in the first phone icon, ahead of its use; the second only uses it.
    expect(html.indexOf('<symbol id="icon-phone"')).toBeLessThan(html.indexOf('<use href="#icon-phone">'));
    expect(html.indexOf('<symbol id="icon-mail"')).toBeGreaterThan(html.indexOf('Call<'));
    expect(html.indexOf('<symbol id="icon-mail"')).toBeLessThan(html.indexOf('Write'));
    expect(html).toMatch(/<symbol id="icon-phone" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="[^"]+"><\/path><\/symbol>/);
  });

  it('refuses a page whose icon has no symbol, and leaves a page without icons as it is', () => {
    expect(() => placeIconSymbols('<body><svg><use href="#icon-x"></use></svg></body>')).toThrow(/icon-x|no symbols/);
    const { markup } = page(<p><Icon icon={Phone} /></p>);
    expect(() => placeIconSymbols(markup.replace('<use href="#icon-phone"></use>', ''))).toThrow(/No icon uses the symbol icon-phone/);
    expect(placeIconSymbols('<body><p>Text</p></body>')).toBe('<body><p>Text</p></body>');
  });

  it("joins a stroked glyph's paths into one, a relative start made absolute and its pairs said to be lines", () => {
    const joined = withJoinedPaths('<path d="M1 1z"></path><path d="M21 12h1"></path><path d="m4.929 4.929.707.707"></path><path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"></path><path d="m3 3h2"></path>');
    expect(joined).toBe('<path d="M1 1zM21 12h1M4.929 4.929l.707.707M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7M3 3h2"></path>');
  });

  it('leaves apart the paths a shape stands between, and a path with attributes of its own', () => {
    const apart = '<path d="M1 1h2"></path><circle cx="12" cy="10" r="3"></circle><path d="M3 3h2"></path><path d="M5 5h2" fill="currentColor"></path>';
    expect(withJoinedPaths(apart)).toBe(apart);
  });

  it('joins the paths of each stroked glyph a page draws', () => {
    const { markup } = page(<p><Icon icon={Phone} /><Icon icon={Mail} /><Icon icon={Siren} /></p>);
    const html = placeIconSymbols(markup);
    expect(html).toMatch(/<symbol id="icon-siren"[^>]*><path d="M7 18v-6a5 5 0 1 1 10 0v6M5 21[^"]*M12 2v1M4.929 4.929l.707.707M12 12v6"><\/path><\/symbol>/);
    expect(count(html, '<path')).toBe(3);
  });
});

