/*
 * Pseudo-localisation: English made to look foreign while staying readable, so that a page built in
 * it shows at a glance (and to a test) every string that did not go through the translation path.
 * Every letter gets an accent, every word grows by about 30% (translations run longer than English),
 * and each string is wrapped in ⟦ ⟧ so a cut-off end shows. What is not words is left alone:
 * `{placeholders}`, URLs, e-mail addresses, numbers and Markdown's syntax.
 */

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Parts of a string that are not words: already pseudo text, placeholders, URLs, addresses, HTML. */
const kept = /(⟦[^⟧]*⟧|\{\w+\}|https?:\/\/[^\s)"'<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|<[^>]*>|&#?\w+;|\]\([^)]*\))/;

const vowels = /[aeiouyAEIOUY]/;

/** One word, accented and about 30% longer: its vowels doubled from the start, as many as it takes. */
function pseudoWord(word: string): string {
  let extra = Math.round(word.length * 0.3);
  let out = '';
  for (const letter of word) {
    out += accented[letter] ?? letter;
    if (extra > 0 && vowels.test(letter)) {
      out += accented[letter] ?? letter;
      extra -= 1;
    }
  }
  // A word without enough vowels ("rhythm") still grows.
  return out + (extra > 0 ? '~'.repeat(extra) : '');
}

/** The words of a string pseudo-localised, without markers; what `kept` matches stays as it is. */
function pseudoWords(text: string): string {
  return text
    .split(kept)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, pseudoWord)))
    .join('');
}

const hasWords = (text: string) => /[A-Za-z]/.test(text.split(kept).filter((_, index) => index % 2 === 0).join(''));

/** A string pseudo-localised and marked; a string with no words of its own (a number, a URL) is returned as it is. */
export function pseudo(text: string): string {
  if (!hasWords(text)) return text;
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const trailing = /\s*$/.exec(text)?.[0] ?? '';
  return `${leading}${pseudoOpen}${pseudoWords(text.trim())}${pseudoClose}${trailing}`;
}

/** Markdown's syntax at the start of a line: headings, list items, quotes, table pipes. */
const lineStart = /^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*|\|)?)(.*)$/;

/**
 * A Markdown body pseudo-localised line by line: block syntax, link targets and code stay as they are,
 * each line's text is marked. A table row's cells are marked one by one.
 */
export function pseudoMarkdown(markdown: string): string {
  let inCode = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (line.trimStart().startsWith('```')) inCode = !inCode;
      if (inCode || line.trim() === '' || /^\s*(?:-{3,}|\|?[\s:|-]+\|?)\s*$/.test(line)) return line;
      const [, start = '', rest = ''] = lineStart.exec(line) ?? [];
      if (start.endsWith('|')) return start + rest.split('|').map((cell) => pseudo(cell)).join('|');
      return start + pseudo(rest);
    })
    .join('\n');
}

/** Every string of a value pseudo-localised, its objects and lists walked. */
export function pseudoDeep<T>(value: T): T {
  if (typeof value === 'string') return pseudo(value) as T;
  if (Array.isArray(value)) return value.map((item) => pseudoDeep(item)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, pseudoDeep(item)])) as T;
  return value;
}
