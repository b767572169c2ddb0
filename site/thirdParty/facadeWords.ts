/**
 * A facade's words read back from its HTML (`PropsInHtml`), so that a page sends them once: as the
 * text the visitor reads, not again in the island's props.
 */

/** An element's own text, without its children's: a link's words without "(opens in a new tab)". */
export function ownText(element: Element | null | undefined): string {
  return Array.from(element?.childNodes ?? [], (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : ''))
    .join('')
    .trim();
}

/** The notice under a facade and the link that ends it: `<p>{notice} <a href>{label}…</a></p>`. */
export function noticeAndLink(island: Element): { notice: string; label: string; href: string } {
  const link = island.querySelector('p > a');
  return { notice: ownText(link?.parentElement), label: ownText(link), href: link?.getAttribute('href') ?? '' };
}
