/**
 * What no content file shows alone, for the build's check (validate.ts) and the editor's before it
 * saves (site/admin/main.ts): a placeholder that names no fact, an id used twice, and words whose
 * records are not those of the file they follow (the shared records, or the default language's).
 * Nothing here reads a file, so the editor's bundle can run it in the browser.
 */
import { textFactNames, unknownTextFacts } from '../textFacts';
import { texts } from './texts';

/** A file (or a language's column) the records of another are held to. */
export interface RecordReference {
  /** How messages name it: `data/faqs.json`, or `English` in the editor. */
  file: string;
  ids: Map<string, string[]>;
}

/** The ids of every list of records in `data` (`items` → ['response-time', ...]), by the list's dot path. */
export function recordIds(data: unknown, at = '', found = new Map<string, string[]>()): Map<string, string[]> {
  if (Array.isArray(data)) {
    const ids = data.map((item) => (item as { id?: unknown } | null)?.id);
    if (ids.length > 0 && ids.every((id) => typeof id === 'string')) found.set(at, ids as string[]);
    for (const [index, item] of data.entries()) recordIds(item, `${at}.${index}`, found);
  } else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) recordIds(value, at === '' ? key : `${at}.${key}`, found);
  }
  return found;
}

/** Each `{placeholder}` in the texts of `data` that names no fact. */
export function placeholderProblems(file: string, data: unknown): string[] {
  return [...texts(data)].flatMap(([path, value]) =>
    unknownTextFacts(value).map((name) => `${file}: ${path.join('.')}: unknown placeholder {${name}} (the facts a text may name: ${textFactNames.map((fact) => `{${fact}}`).join(', ')})`),
  );
}

/** An id used twice in a list of `data`, and each list whose records are not those of its reference, in order. */
export function recordProblems(file: string, data: unknown, references: readonly RecordReference[]): string[] {
  const problems: string[] = [];
  const own = recordIds(data);
  for (const [at, ids] of own) {
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) problems.push(`${file}: ${at}: the id ${repeated.map((id) => `"${id}"`).join(', ')} is used more than once`);
  }
  // A list with no records is no list to recordIds: one that is empty here and not in the reference, or
  // the other way round (a page's questions left out in one language), still differs.
  const defaultWords = references.find((reference) => reference.file.startsWith('words/'));
  const lists = [...new Set([...own.keys(), ...references.flatMap((reference) => [...reference.ids.keys()])])].sort((a, b) => a.split('.').length - b.split('.').length);
  // Lists inside a list whose records differ are compared by position, which then means nothing.
  const differing: string[] = [];
  for (const at of lists) {
    if (differing.some((outer) => at.startsWith(`${outer}.`))) continue;
    const ids = own.get(at) ?? [];
    // The first file that has this list decides: the shared records, else the default language's words.
    const reference = references.find(({ ids: found }) => found.has(at)) ?? defaultWords;
    if (reference === undefined) continue;
    const expected = reference.ids.get(at) ?? [];
    if (expected.join('\n') === ids.join('\n')) continue;
    const missing = expected.filter((id) => !ids.includes(id));
    const extra = ids.filter((id) => !expected.includes(id));
    differing.push(at);
    problems.push(
      `${file}: ${at}: must have the same records as ${reference.file}, in the same order` +
        (missing.length > 0 ? `; missing ${missing.map((id) => `"${id}"`).join(', ')}` : '') +
        (extra.length > 0 ? `; not in ${reference.file}: ${extra.map((id) => `"${id}"`).join(', ')}` : ''),
    );
  }
  return problems;
}
