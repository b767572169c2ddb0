import { homeIn } from './homeContent';

/*
 * Everything the home page says, in English: words/en/home.json and data/home.json, read by
 * homeContent.ts. Apart from the facts in `business`, the gallery and the family section it shares
 * with the team page.
 */
export const { audienceCards, homePage, homeServices, homeAccordions } = homeIn('en');
