/**
 * Characters that must not appear raw inside an inline `<script>`: `<` could start `</script>` or
 * `<!--`, `>` and `&` matter to older parsers and to HTML-in-XML documents, and U+2028/U+2029 end a
 * line in pre-ES2019 JavaScript. Each becomes its JSON `\uXXXX` escape, which every JSON parser reads
 * back as the same character, so the data is unchanged.
 */
const unsafe = /[<>&\u2028\u2029]/g;

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON for an inline `<script type="application/ld+json">`: content can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(unsafe, escapeChar);
}
