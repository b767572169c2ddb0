import { navigationIn } from './navigationContent';

/*
 * What every page shows around its content, in English: header, footer, breadcrumbs, the closing call
 * to action and the embeds (words/en/navigation.json and data/navigation.json, read by
 * navigationContent.ts).
 */
export const { mainNav, headerCopy, socialLinks, footer, breadcrumbCopy, embedCopy, emergencyCtaCopy } = navigationIn('en');
