/** Every text in a content file's data, with its path (`['items', 3, 'answer']`): what the checks of placeholders walk. */
export function* texts(data: unknown, path: readonly (string | number)[] = []): Generator<[readonly (string | number)[], string]> {
  if (typeof data === 'string') yield [path, data];
  else if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* texts(item, [...path, index]);
  else if (typeof data === 'object' && data !== null) for (const [key, value] of Object.entries(data)) yield* texts(value, [...path, key]);
}
