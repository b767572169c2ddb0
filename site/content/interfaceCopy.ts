import { serviceOptions, type ServiceValue } from '../../functions/send-contact-email/contract';
import type { FieldErrorCopy } from '../contact/formCopy';
import { business } from './business';

/*
 * The words of the site's controls, in English: buttons, form labels and errors, what a form says
 * after sending, screen-reader names of widgets, and the patterns that put a service or a city name
 * into a sentence. They stay in code, beside the components that show them, because they change with
 * the controls rather than with the business: a new form field or widget needs a developer anyway.
 * What the office edits (headings, paragraphs, cards, menu labels) is in words/<lang>/home.json,
 * navigation.json and pages.json.
 */

const callLabel = `Call ${business.phone.display}`;
const messageLabel = 'Message Us';
const ratingValue = business.rating.value.toFixed(1);
/** The best score on the review platforms' scale, for the star row and its text alternative. */
const ratingBest = 5;

export const interfaceCopy = {
  /** The call and message buttons beside most calls to action. */
  callLabel,
  messageLabel,
  header: {
    callLabel: 'Call Now',
    messageLabel,
    menuOpenLabel: 'Open menu',
    menuCloseLabel: 'Close menu',
    /** The menu toggle's one name: `aria-expanded` says whether it is open, so the name does not change. */
    menuLabel: 'Menu',
    mainNavLabel: 'Main',
    skipLinkLabel: 'Skip to main content',
    homeLinkLabel: `${business.name} home`,
  },
  footerLinksNavLabel: 'More',
  breadcrumbCopy: { navLabel: 'Breadcrumb' },
  /** The third-party embeds' buttons and what each one loads from where: they change with the embed's code. */
  embedCopy: {
    reviews: {
      ratingValue,
      ratingBest,
      ratingLabel: `Rated ${ratingValue} out of ${ratingBest} from ${business.rating.count} reviews`,
      countLabel: `${business.rating.count} reviews`,
      readReviewsLabel: 'Read our reviews',
      showLiveLabel: 'Show live reviews',
      notice: 'Showing live reviews loads them from our reviews provider, which may set cookies.',
    },
    map: {
      loadLabel: 'Load map',
      notice: 'Loading the map connects to Google Maps, which may set cookies.',
      openLabel: 'Open in Google Maps',
    },
    video: {
      playLabel: 'Play video',
      notice: 'Playing the video loads it from YouTube (privacy-enhanced mode), which may set cookies.',
      watchLabel: 'Watch on YouTube',
    },
  },
  home: { readReviewsLabel: 'Read our reviews', playLabel: 'Play video', showMoreLabel: 'See More Work', showLessLabel: 'Show Less' },
  servicesPage: {
    learnMoreLabel: 'Learn More',
    /** Screen readers hear it after 'Learn More', so the link makes sense out of context. */
    learnMoreContext: (serviceTitle: string) => `about ${serviceTitle}`,
    /** Screen readers hear it before each city name in 'Available in'. */
    cityLinkContext: (serviceTitle: string) => `${serviceTitle} in`,
  },
  servicePage: {
    emergencyHeading: (serviceTitle: string) => `24/7 Emergency ${serviceTitle}`,
    emergencyCallLabel: 'Emergency Line',
    /** Screen readers hear it before each city name in the locations list. */
    cityLinkContext: (serviceTitle: string) => `${serviceTitle} in`,
  },
  /** The city page template: the patterns name the service and the city. */
  cityPage: {
    heroHeading: (serviceTitle: string, city: string) => `${serviceTitle} in ${city}, GA`,
    localHeading: (city: string) => `Serving ${city}`,
    emergencyHeading: (serviceTitle: string, city: string) => `Emergency ${serviceTitle} in ${city}`,
    emergencyCallLabel: 'Emergency Line',
    /** Screen readers hear it after 'Learn More', so each link names its page. */
    learnMoreContext: (serviceTitle: string, city?: string) => (city === undefined ? `about ${serviceTitle}` : `about ${serviceTitle} in ${city}`),
    /** Screen readers hear it before each city name in 'Other Service Locations'. */
    locationLinkContext: (serviceTitle: string) => `${serviceTitle} in`,
    otherServicesHeading: (city: string) => `Other Services in ${city}`,
    learnMoreLabel: 'Learn More',
    viewAllServicesLabel: 'View All Services',
  },
  contactForm: {
    /**
     * The description's labels are 'Full Name *', 'Email Address *' and 'Message *': the fields are
     * `isRequired`, which draws the visible ' *' and has screen readers say "required" instead of "star".
     */
    labels: {
      fullName: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      serviceNeeded: 'Service Needed',
      message: 'Message',
    },
    messagePlaceholder: 'Please describe your situation...',
    servicePlaceholder: 'Select a service',
    /** What the service list shows for each value the function accepts. */
    serviceOptionLabels: Object.fromEntries(serviceOptions.map((option) => [option.value, option.label])) as Record<ServiceValue, string>,
    honeypotLabel: 'Leave this field empty',
    submitLabel: 'Send Message',
    sendingLabel: 'Sending...',
    /** Shown where scripts do not run: the form can only send with them. */
    noScriptText: `This form needs JavaScript to send. Please call us at ${business.phone.display} or email ${business.email}, day or night.`,
    successMessage: "Message sent successfully! We'll get back to you soon.",
    /** The function stored the message but could not mail the office yet (202): it will, by itself. */
    queuedMessage: `We have your message and will be in touch soon. If water is coming in now, call ${business.phone.display}.`,
    errorMessage: 'Failed to send message. Please try again or call us directly.',
    /** A 429: this connection sent too many requests in the last few minutes (functions/infra/limits.ts). */
    rateLimitedMessage: `Too many messages from your connection in the last few minutes. Please call us at ${business.phone.display}, or try again in a few minutes. What you wrote is still here.`,
    callActionLabel: callLabel,
  },
  /**
   * What the contact form and the newsletter box say for each validation code. The codes come from the
   * schema the site and the function share, so a 400 from the function reads the same as a check here.
   */
  formErrorMessages: {
    byCode: {
      required: 'Please fill in this field.',
      invalid_email: 'Please enter an email address like name@example.com.',
      too_long: 'This is longer than we can accept. Please shorten it.',
      invalid_characters: 'Please remove line breaks and special characters.',
      invalid_option: 'Please choose a service from the list.',
      invalid_type: 'Please check this field and try again.',
    },
    /** Where a field can say more precisely what is missing. */
    byField: {
      fullName: { required: 'Please enter your name.' },
      email: { required: 'Please enter your email address.' },
      phone: { invalid_characters: 'Please use only digits, spaces and + ( ) - .' },
      message: { required: 'Please describe your situation.' },
    },
    tooLong: 'Please shorten this to {max} characters or fewer.',
    /** Read out when a submit is stopped, while focus moves to the first field to fix. */
    summary: { one: 'One field needs your attention.', other: '{count} fields need your attention.' },
  } satisfies FieldErrorCopy,
  blog: {
    categoriesLabel: 'Filter articles by category',
    readTimeLabel: (minutes: number) => `${minutes} min read`,
    readMoreLabel: 'Read Article',
    bylinePrefix: 'By',
    emptyText: 'No articles in this category yet.',
    /** The polite announcement after a chip changes the grid. */
    resultsText: (count: number, category?: string) =>
      `Showing ${count} ${count === 1 ? 'article' : 'articles'}${category === undefined ? '' : ` in ${category}`}`,
  },
  newsletter: {
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    honeypotLabel: 'Leave this field empty',
    submitLabel: 'Subscribe',
    pendingLabel: 'Subscribing...',
    noScriptText: `Signing up needs JavaScript. You can ask for the tips by email at ${business.email}.`,
    /** Sign-ups are double opt-in: the list takes the address only once its link is followed. */
    successMessage: 'Almost done: check your inbox and open the link we sent to confirm your subscription.',
    errorMessage: 'We could not subscribe you right now. Please try again in a moment.',
    rateLimitedMessage: 'Too many sign-ups from your connection in the last few minutes. Please try again in a few minutes.',
  },
  article: { backLabel: 'All Resources', publishedLabel: 'Published', updatedLabel: 'Updated' },
  notFound: { code: '404', homeLabel: 'Return to Home', servicesLabel: 'View Our Services' },
} as const;
