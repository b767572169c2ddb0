/**
 * XML 1.0 forbids most C0 control characters even when escaped; a stray one from pasted copy would
 * make the whole sitemap or feed unparseable, so they are dropped.
 */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
