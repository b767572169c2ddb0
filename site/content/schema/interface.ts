/**
 * The interface words: one dictionary per language (`common/<lang>/interface.json`), the words of the
 * site's controls and of everything around the content that changes with the code rather than with
 * the business: buttons, form labels and errors, the names screen readers hear, the embeds' notices,
 * the blog's paging and category chips, the first crumb, the privacy notice by the forms, the share
 * card, the patterns that put a service or a city into a heading, and the phrases the facts are said
 * with. A developer edits them; the office's editor does not show them.
 *
 * `template` fields become functions of their placeholders (`heroHeading(service, city)`);
 * `placeholders` fields stay text whose `{names}` a form fills in the browser.
 */
import * as v from 'valibot';
import { contactFormFields, errorCodes, generalServiceChoices } from '../../../functions/contract/forms';
import { blogCategoryNames } from '../types';
import { fields, line, plural, slugPattern, template, type LanguageMetadata } from './fields';

/** A line the code keeps as text, whose `{names}` are filled in where it is shown (the forms' islands). */
const placeholders = (...names: string[]) => v.pipe(line('Text'), v.metadata({ template: names } satisfies LanguageMetadata));

/** One line for each of `keys`. */
const each = <const Key extends string>(keys: readonly Key[]) => {
  const item = line('Text');
  return fields(Object.fromEntries(keys.map((key) => [key, item])) as { [K in Key]: typeof item });
};

const labels = <const Key extends string>(...keys: Key[]) => each(keys);

const cityPattern = ['service', 'serviceLower', 'shortLower', 'city', 'zip', 'county'] as const;

export const interfaceSchema = fields({
  /** The call and message buttons beside most calls to action. */
  callLabel: line('Call button'),
  messageLabel: line('Message button'),
  /** The text (`sms:`) link beside each call button on phones, and the first line of the text it starts. */
  textLink: labels('label', 'body'),
  header: labels('callLabel', 'messageLabel', 'menuOpenLabel', 'menuCloseLabel', 'menuLabel', 'mainNavLabel', 'skipLinkLabel', 'homeLinkLabel'),
  footerLinksNavLabel: line('Name of the footer’s bottom links'),
  breadcrumbs: labels('navLabel', 'home'),
  /** The third-party embeds' buttons and what each one loads from where: they change with the embed's code. */
  embeds: fields({
    reviews: fields({
      ratingLabel: template('Stars, read out', 'rating', 'ratingBest', 'reviewCount'),
      countLabel: template('Number of reviews', 'reviewCount'),
      readReviewsLabel: line('Link to the reviews'),
      showLiveLabel: line('Button'),
      notice: line('What the button loads'),
    }),
    map: labels('loadLabel', 'notice', 'openLabel'),
    video: labels('playLabel', 'notice', 'watchLabel'),
  }),
  home: labels('readReviewsLabel', 'playLabel', 'showMoreLabel', 'showLessLabel'),
  servicesPage: fields({
    learnMoreLabel: line('Link'),
    /** Screen readers hear it after 'Learn More', so the link makes sense out of context. */
    learnMoreContext: template('After the link, for screen readers', 'service'),
    /** Screen readers hear it before each city name in 'Available in'. */
    cityLinkContext: template('Before each city, for screen readers', 'service'),
  }),
  servicePage: fields({
    emergencyHeading: template('Emergency heading', 'service'),
    emergencyCallLabel: line('Emergency button'),
    cityLinkContext: template('Before each city, for screen readers', 'service'),
  }),
  cityPage: fields({
    heroHeading: template('Heading', 'service', 'city'),
    localHeading: template('Local heading', 'city'),
    emergencyHeading: template('Emergency heading', 'service', 'city'),
    emergencyCallLabel: line('Emergency button'),
    learnMoreContext: template('After each link to a service, for screen readers', 'service'),
    learnMoreInCityContext: template('After each link to a service in the city, for screen readers', 'service', 'city'),
    locationLinkContext: template('Before each other town, for screen readers', 'service'),
    otherServicesHeading: template('Other services heading', 'city'),
    learnMoreLabel: line('Link'),
    viewAllServicesLabel: line('Button'),
    /** The page's title in search results, and its keywords. */
    metaTitle: template('Title in search results', ...cityPattern),
    metaKeywords: v.pipe(v.array(template('Keyword', ...cityPattern)), v.title('Keywords')),
  }),
  contactForm: fields({
    /**
     * One per field the form declares (functions/contract/forms.ts), without a ' *': a required field is
     * `isRequired`, which draws the visible ' *' and has screen readers say "required" instead of "star".
     */
    labels: labels(...contactFormFields),
    messagePlaceholder: line('Message placeholder'),
    servicePlaceholder: line('Service placeholder'),
    /** What the service list shows for the choices that are no service; each service names itself (`formLabel`). */
    serviceOptionLabels: each(generalServiceChoices),
    honeypotLabel: line('Hidden field'),
    submitLabel: line('Button'),
    sendingLabel: line('Button while sending'),
    /** Shown where scripts do not run: the form can only send with them. */
    noScriptText: line('Without JavaScript'),
    successMessage: line('Sent'),
    /** The function stored the message but could not mail the office yet (202): it will, by itself. */
    queuedMessage: line('Stored, mailed later'),
    errorMessage: line('Not sent'),
    /** A 429: this connection sent too many requests in the last few minutes (functions/infra/limits.ts). */
    rateLimitedMessage: line('Too many'),
    callActionLabel: line('Call button'),
    /**
     * The photos a message may carry (functions/contract/photos.ts): `{max}`, `{name}`, `{count}` and
     * the others are filled in the browser; `{one, other}` pairs are chosen by the count.
     */
    photos: fields({
      label: line('Heading of the photos'),
      /** Says how many, where from, and that photos are not kept across a reload (the words are). */
      hint: placeholders('max'),
      addLabel: line('Button'),
      /** What a screen reader hears for each photo, in place of a text alternative. */
      description: placeholders('index', 'count', 'name', 'size'),
      removeLabel: placeholders('name'),
      uploadingLabel: placeholders('name'),
      readyText: line('Photo ready to send'),
      uploadedText: line('Photo uploaded'),
      failedText: line('Photo not uploaded'),
      added: fields({ one: placeholders('count'), other: placeholders('count') }),
      removed: placeholders('name'),
      notAnImage: placeholders('name'),
      tooLarge: placeholders('name', 'max'),
      tooMany: placeholders('name', 'max'),
      /** The photo storage is down (503): the message still goes, and the photos go by text or mail. */
      unavailable: line('Photos cannot be received'),
      /** Some photos failed for good: the message goes without them. */
      notUploaded: fields({ one: placeholders('names'), other: placeholders('names') }),
      /** After a send, how many photos did not reach the office, however they were lost. */
      notReceived: fields({ one: placeholders('count'), other: placeholders('count') }),
      /** The link the message's toast offers then: a text to the business number. */
      textPhotosLabel: line('Text button'),
    }),
  }),
  /** What the forms say for each validation code of the schema the site and the function share. */
  formErrorMessages: fields({
    byCode: each(errorCodes),
    /** Where a field can say more precisely what is missing. */
    byField: fields({
      fullName: labels('required'),
      email: labels('required'),
      phone: labels('invalid_characters'),
      message: labels('required'),
    }),
    tooLong: placeholders('max'),
    /** Read out when a submit is stopped, while focus moves to the first field to fix. */
    summary: fields({ one: placeholders('count'), other: placeholders('count') }),
  }),
  blog: fields({
    categoriesLabel: line('Name of the chips'),
    readTimeLabel: template('Reading time', 'minutes'),
    readMoreLabel: line('Link'),
    bylinePrefix: line('Before the author'),
    emptyText: line('No article'),
    /** The polite announcement after a chip changes the grid, and what it adds for a category. */
    resultsText: plural('Articles shown', 'count'),
    inCategory: template('In a category', 'category'),
    /** What each chip and card calls its category; the address keeps `?category=insurance` in every language. */
    categories: each(['All', ...blogCategoryNames] as const),
  }),
  blogPaging: fields({
    /** The address segment before the page number: `/blog/page/2`. */
    pathSegment: v.pipe(v.string('must be text'), v.regex(slugPattern, 'must be lowercase words without accents joined by hyphens')),
    navLabel: line('Name of the page links'),
    previous: line('Previous'),
    next: line('Next'),
    /** A page link's accessible name and the page's breadcrumb. */
    pageLabel: template('Page', 'page'),
    /** Appended to the blog's title on pages past the first, so each page has a title of its own. */
    titleSuffix: template('After the title', 'page', 'pageCount'),
    /** Appended to the chips' announcement when the list has several pages: the chips filter this one. */
    onPageText: template('After the announcement', 'page', 'pageCount'),
    /** Shown when a chip leaves this page empty: other pages may still hold the category. */
    emptyOnPageText: line('No article on this page'),
  }),
  newsletter: labels('emailLabel', 'emailPlaceholder', 'honeypotLabel', 'submitLabel', 'pendingLabel', 'noScriptText', 'successMessage', 'errorMessage', 'rateLimitedMessage'),
  article: labels('backLabel', 'publishedLabel', 'updatedLabel'),
  notFound: labels('code', 'homeLabel', 'servicesLabel'),
  /** The short line next to each form's submit button, linking to the privacy page. */
  privacyNotice: labels('contact', 'newsletter', 'linkLabel'),
  /** What the site-wide share card says, read out (site/seo/shareImage.ts). */
  shareCard: labels('alt'),
  /** The facts as the language puts them into sentences: `{yearsOfExperience}` and the others (facts/textFacts.ts). */
  facts: fields({
    homeTown: template('Home town', 'town', 'region'),
    yearsOfExperience: template('Years of experience', 'yearsExperienceLabel', 'years'),
    yearsOfExperienceOpening: template('Years of experience, opening a sentence', 'yearsExperienceLabel', 'years'),
    ratingSummary: template('Rating', 'rating', 'reviewCount'),
    /** The word before the last item of a list: 'Gwinnett, Walton and Barrow'. */
    and: line('And'),
    countyList: plural('The counties, in a sentence', 'count', 'counties'),
    countyLine: plural('The counties, on a line of their own', 'count', 'counties'),
    county: template('One county', 'county'),
  }),
  /**
   * The design system's own words (toasts, links to other sites) by their key, for a language whose
   * locale the design system has no words for (design-system/intl/): without them, or with one missing,
   * the pages of the language do not build (site/i18n/designSystemWords.ts).
   */
  designSystem: v.optional(v.record(v.string(), line('Text'))),
});
