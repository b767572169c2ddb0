import { designSystemLocales, designSystemSourceLocale, type DesignSystemLocale } from '../design-system';

/**
 * The locales designers can see every story in (Ladle's locale switch): every locale the design system
 * has its own words in. React Aria's own strings and formats follow the choice too.
 */
export const storyLocales: readonly DesignSystemLocale[] = designSystemLocales;
export type StoryLocale = DesignSystemLocale;

/** The locale a story opens in. */
export const defaultStoryLocale: StoryLocale = designSystemSourceLocale;
