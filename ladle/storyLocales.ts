/** The languages designers can see every story in (Ladle's locale switch): React Aria's own strings and formats follow it. */
export const storyLocales = ['en-US', 'es-US'] as const;
export type StoryLocale = (typeof storyLocales)[number];
