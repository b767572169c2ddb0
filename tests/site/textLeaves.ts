/** One string inside a piece of content, with the keys that lead to it ('faqs.3.answer'). */
export interface TextEntry {
  readonly path: string;
  readonly text: string;
}

/** Every string inside a piece of content, however deeply nested, with where it sits. */
export function textEntries(value: unknown, path = ''): TextEntry[] {
  if (typeof value === 'string') return [{ path, text: value }];
  const child = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) return value.flatMap((item, index) => textEntries(item, child(String(index))));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textEntries(item, child(key)));
  return [];
}

/** Every string inside a piece of content, however deeply nested in objects and lists. */
export function textLeaves(value: unknown): string[] {
  return textEntries(value).map((entry) => entry.text);
}
