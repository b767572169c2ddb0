/**
 * Joins light summaries with the long-form details kept in a separate module, by slug. Collections are
 * split this way so the route table, navigation and cards (on every page) load only the summaries,
 * while each page's own chunk loads the text it shows. The result keeps the summaries' order and tuple
 * type, so `services[0]` is still known to exist.
 */
export function withDetails<const T extends readonly { readonly slug: string }[], const D extends { readonly [slug: string]: object }>(
  summaries: T,
  details: D,
): { readonly [I in keyof T]: T[I] extends { readonly slug: infer S extends keyof D } ? T[I] & D[S] : never } {
  return summaries.map((summary) => {
    const extra = details[summary.slug];
    if (!extra) throw new Error(`No details for '${summary.slug}'.`);
    return { ...summary, ...extra };
  }) as never;
}
