/**
 * The articles an article page suggests at its end, under 'More Resources'. Every page used to list
 * every other article: fine with four, but with 200 each article page weighed 550 KB of HTML (24 KB
 * gzip) and the site grew with the square of the archive (the growth check, scripts/bench/growth.ts).
 * Three fill one row of the desktop grid; the blog lists the rest.
 */
export const moreArticlesLimit = 3;

interface Suggestable {
  readonly slug: string;
  readonly category: string;
}

/**
 * Up to `moreArticlesLimit` other articles: those of the same category first, then the others, each in
 * the order given (the blog's, newest first), so a reader of a mold article is offered mold first.
 */
export function moreArticles<T extends Suggestable>(articles: readonly T[], current: Suggestable): T[] {
  const others = articles.filter((other) => other.slug !== current.slug);
  const sameCategory = others.filter((other) => other.category === current.category);
  const rest = others.filter((other) => other.category !== current.category);
  return [...sameCategory, ...rest].slice(0, moreArticlesLimit);
}
