/**
 * The blog filter's address: `/blog?category=insurance`. Apart from the category lists, so the island
 * loader can tell that a page was opened filtered without loading the blog's content.
 */
export const categoryParam = 'category';
