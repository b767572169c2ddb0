/**
 * The shape a translation of a content module must have: the English module's shape with every piece
 * of text widened to `string`, and everything that is not text kept exactly: slugs, ids, icons, images,
 * block types, categories, counts and the length of every list but keywords and tags. So a translation that drops a service,
 * renames a slug or forgets a FAQ answer is a compile error.
 */
type KeptKey =
  | 'slug'
  | 'cityServiceSlug'
  | 'serviceSlug'
  | 'locationSlug'
  | 'relatedArticle'
  | 'icon'
  | 'image'
  | 'src'
  | 'id'
  | 'authorId'
  | 'network'
  | 'category'
  | 'type'
  | 'anchorId'
  | 'step'
  | 'width'
  | 'height'
  | 'emergencyService'
  | 'isEmergency'
  | 'blogCategories';

/** Lists whose length a translation chooses: search keywords and article tags. */
type FreeListKey = 'keywords' | 'tags';

export type Localized<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean | null | undefined
      ? T
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Localized<R>
        : {
            readonly [K in keyof T]: K extends KeptKey
              ? T[K]
              : K extends FreeListKey
                ? readonly string[]
                : Localized<T[K]>;
          };
