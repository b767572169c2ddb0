/**
 * URL attributes that an HTML checker (the Nu HTML Checker) refuses: a URL may be surrounded by
 * spaces, but must not hold a raw space, a control character or DEL inside. The favicon's `data:` URL
 * once carried raw spaces, an error on every page.
 */

/** Attributes whose value is one URL, by the HTML standard. */
const urlAttributes = ['href', 'src', 'action', 'formaction', 'poster', 'cite', 'ping', 'manifest', 'xlink:href'];
/** Attributes that list URLs, each followed by an optional descriptor. */
const urlListAttributes = ['srcset', 'imagesrcset'];

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const badInUrl = /[\u0000-\u0020\u007f]/;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const badInList = /[\u0000-\u0008\u000e-\u001f\u007f]/;
// The spaces HTML lets surround a URL: tab, line feed, form feed, carriage return and space.
const trimHtmlSpace = (value: string) => value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');

/** Each offending attribute as `<tag attribute="value">`, empty when there is none. */
export function badUrlAttributes(document: Document): string[] {
  const problems: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      const bad = urlAttributes.includes(lower) ? badInUrl.test(trimHtmlSpace(value)) : urlListAttributes.includes(lower) && badInList.test(value);
      if (bad) problems.push(`<${element.localName} ${name}="${value.slice(0, 80)}${value.length > 80 ? '…' : ''}">`);
    }
  }
  return problems;
}
