/** Every string inside a piece of content, however deeply nested in objects and lists. */
export function textLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textLeaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textLeaves);
  return [];
}
