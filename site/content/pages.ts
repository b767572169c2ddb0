import { serviceOptions, type ServiceValue } from '../../functions/send-contact-email/contract';
import type { FieldErrorCopy } from '../contact/formCopy';
import { business } from './business';
import { countyList, homeTown, yearsOfExperience } from './phrases';
import type { ContactCard, StatItem, ValueCard } from './types';

/*
 * Copy for the static pages and the shared page templates. Every business fact (name, phone,
 * years, rating, hours, home town, response times) is interpolated from `business` so a change
 * there reaches every sentence here. The home page's copy lives in `home.ts` and every page's
 * search metadata in `pageMeta.ts`: the home page and the route table are on every first visit,
 * and neither should carry the other pages' copy.
 */

const { onSite, typicalJob } = business.responseClaims;

export const aboutValues = [
  {
    icon: 'ShieldCheck',
    title: 'Honesty',
    description: 'We tell you what we find, show you the readings and never replace what can be dried and saved.',
  },
  {
    icon: 'Clock',
    title: 'Speed',
    description: `Damage grows by the hour. We answer around the clock and arrive within ${onSite}.`,
  },
  {
    icon: 'Award',
    title: 'Craftsmanship',
    description: 'Certified methods, verified drying and repairs finished to the standard we would want in our own homes.',
  },
  {
    icon: 'House',
    title: 'Family First',
    description: 'We are a family business, and we treat every home, and the family living in it, with that same care.',
  },
] as const satisfies readonly ValueCard[];

export const aboutStats = [
  { value: business.yearsExperienceLabel, label: 'Years of Experience' },
  { value: '100%', label: 'Licensed and Insured' },
  { value: '24/7', label: 'Emergency Response' },
] as const satisfies readonly StatItem[];

export const aboutPage = {
  heading: `About ${business.name}`,
  intro: business.shortDescription,
  story: {
    heading: 'Our Story',
    paragraphs: [
      `${business.name} started in ${business.foundedYear} with one truck, a handful of air movers and a simple idea: people dealing with a flooded house deserve a crew that shows up fast, explains what is happening and does the work right the first time.`,
      `${yearsOfExperience} later we are still family-owned and still based in ${business.homeTown.locality}. The trucks and equipment have multiplied, and our technicians hold IICRC certifications in water damage restoration, applied structural drying and mold remediation, but the idea has not changed.`,
      `Most residential jobs are finished in ${typicalJob}, and many of our customers come back years later or send their neighbors. That is the measure we care about most.`,
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: 'To restore homes and businesses quickly, honestly and thoroughly, so every customer ends up with a property that is truly dry, clean and safe, and the confidence that it was done right.',
  },
  valuesHeading: 'Our Values',
  statsHeading: 'Experience You Can Count On',
  certification: {
    label: 'IICRC Certified',
    text: 'Our technicians are certified by the Institute of Inspection, Cleaning and Restoration Certification, the standard insurers and inspectors rely on.',
  },
} as const;

export const teamPage = {
  heading: 'Meet Our Team',
  intro: `The people who answer your call and show up at your door. Every one of them is trained, certified and part of the ${business.name} family.`,
  staffHeading: 'The Crew Behind Every Job',
} as const;

export const servicesPage = {
  heading: 'Our Services',
  intro: `Four core services, each handled start to finish by our own certified crew, available around the clock across ${countyList}.`,
  availableInLabel: 'Available in',
  detailsLabel: 'What is included',
  emergencyBadge: '24/7 Emergency',
  callLabel: `Call ${business.phone.display}`,
  messageLabel: 'Message Us',
  learnMoreLabel: 'Learn More',
  /** Screen readers hear it after 'Learn More', so the link makes sense out of context. */
  learnMoreContext: (serviceTitle: string) => `about ${serviceTitle}`,
  /** Screen readers hear it before each city name in 'Available in'. */
  cityLinkContext: (serviceTitle: string) => `${serviceTitle} in`,
} as const;

const emergencyResponseText = `We answer 24/7, including nights, weekends and holidays, and a crew is on site within ${onSite}. The sooner we start, the more we can save.`;

export const servicePageCopy = {
  processHeading: 'Our Process',
  detailsHeading: 'What We Do',
  faqHeading: 'Frequently Asked Questions',
  citiesHeading: 'Service Locations',
  ctaHeading: 'Ready to Get Started?',
  ctaText: `Call us any time. A crew is on site within ${onSite}, and we handle the insurance paperwork.`,
  callLabel: `Call ${business.phone.display}`,
  messageLabel: 'Message Us',
  emergencyHeading: (serviceTitle: string) => `24/7 Emergency ${serviceTitle}`,
  emergencyText: emergencyResponseText,
  emergencyCallLabel: 'Emergency Line',
  /** Screen readers hear it before each city name in the locations list. */
  cityLinkContext: (serviceTitle: string) => `${serviceTitle} in`,
} as const;

/** The link from each service and city page to the blog article for its problem. */
export const relatedReadingCopy = {
  heading: 'Related Reading',
} as const;

/** Labels for the city page template; functions where the text names the service and the city. */
export const cityPageCopy = {
  heroHeading: (serviceTitle: string, city: string) => `${serviceTitle} in ${city}, GA`,
  detailsHeading: 'Service Details',
  landmarksHeading: 'Local Landmarks',
  neighborhoodsHeading: 'Neighborhoods We Serve',
  localHeading: (city: string) => `Serving ${city}`,
  emergencyHeading: (serviceTitle: string, city: string) => `Emergency ${serviceTitle} in ${city}`,
  emergencyText: emergencyResponseText,
  emergencyCallLabel: 'Emergency Line',
  callLabel: `Call ${business.phone.display}`,
  messageLabel: 'Message Us',
  /** Screen readers hear it after 'Learn More', so each link names its page. */
  learnMoreContext: (serviceTitle: string, city?: string) =>
    city === undefined ? `about ${serviceTitle}` : `about ${serviceTitle} in ${city}`,
  /** Screen readers hear it before each city name in 'Other Service Locations'. */
  locationLinkContext: (serviceTitle: string) => `${serviceTitle} in`,
  otherLocationsHeading: 'Other Service Locations',
  otherServicesHeading: (city: string) => `Other Services in ${city}`,
  learnMoreLabel: 'Learn More',
  viewAllServicesLabel: 'View All Services',
  faqHeading: 'Frequently Asked Questions',
  relatedServicesHeading: 'Related Services',
} as const;

export const faqPage = {
  heading: 'Frequently Asked Questions',
  intro: 'Straight answers to the questions we hear most about water damage, mold, insurance and what to expect.',
  ctaHeading: 'Still have questions?',
  ctaText: `Call us at ${business.phone.display} or send a message. We are glad to help, even if you are not sure you need us yet.`,
  callLabel: `Call ${business.phone.display}`,
  messageLabel: 'Message Us',
} as const;

export const contactCards = [
  {
    icon: 'Phone',
    title: 'Call Us',
    lines: [business.phone.display, business.hours.emergency],
    href: business.phone.href,
  },
  {
    icon: 'Mail',
    title: 'Email Us',
    lines: [business.email, 'We reply within one business day'],
    href: `mailto:${business.email}`,
  },
  {
    icon: 'MapPin',
    title: 'Service Area',
    lines: [`Based in ${homeTown} ${business.homeTown.postalCode}`, countyList],
  },
  {
    icon: 'Clock',
    title: 'Hours',
    lines: [`Office: ${business.hours.office}`, `Emergency: ${business.hours.emergency}`],
  },
] as const satisfies readonly ContactCard[];

/** The contact page's list, in the order the description gives it. */
export const contactServiceAreas = [
  'Loganville',
  'Monroe',
  'Snellville',
  'Grayson',
  'Lawrenceville',
  'Lilburn',
  'Stone Mountain',
  'Conyers',
  'Covington',
  'Social Circle',
  'Walton County',
  'Gwinnett County',
  'Newton County',
  'Rockdale County',
] as const satisfies readonly string[];

export const contactPage = {
  heading: 'Contact Us',
  intro: 'Tell us what happened and we will get back to you quickly. For active leaks, flooding or sewage, call now instead of writing.',
  emergency: {
    heading: '24/7 Emergency Service',
    text: `Water or sewage in your home right now? Call and a crew will be on site within ${onSite}.`,
    callLabel: `Call ${business.phone.display}`,
  },
  cardsHeading: 'How to Reach Us',
  serviceAreasHeading: 'Service Areas',
  facebookLabel: 'Follow us on Facebook',
  mapHeading: 'Where We Work',
  form: {
    /** The form's element id, so 'Message Us' links can jump to it (`/contact#contact-form`). */
    anchorId: 'contact-form',
    heading: 'Send Us a Message',
    intro: 'Fields marked * are required.',
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
    callActionLabel: `Call ${business.phone.display}`,
  },
} as const;

/**
 * What the contact form and the newsletter box say for each validation code. The codes come from the
 * schema the site and the function share, so a 400 from the function reads the same as a check here.
 */
export const formErrorMessages = {
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
} as const satisfies FieldErrorCopy;

export const blogPage = {
  heading: 'Water Damage Resources',
  intro: 'Practical advice from our crew on emergencies, mold prevention, insurance claims and protecting your home through the seasons.',
  categoriesLabel: 'Filter articles by category',
  readTimeLabel: (minutes: number) => `${minutes} min read`,
  readMoreLabel: 'Read Article',
  bylinePrefix: 'By',
  emptyText: 'No articles in this category yet.',
  articlesHeading: 'Latest Articles',
  /** The polite announcement after a chip changes the grid. */
  resultsText: (count: number, category?: string) =>
    `Showing ${count} ${count === 1 ? 'article' : 'articles'}${category === undefined ? '' : ` in ${category}`}`,
  newsletter: {
    heading: 'Stay Prepared',
    text: 'Seasonal maintenance reminders and water damage prevention tips, a few times a year. No spam.',
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
} as const;

export const articlePageCopy = {
  backLabel: 'All Resources',
  publishedLabel: 'Published',
  updatedLabel: 'Updated',
  ctaHeading: 'Need help now?',
  ctaText: `Our crew answers 24/7 and is on site within ${onSite}.`,
  callLabel: `Call ${business.phone.display}`,
  messageLabel: 'Message Us',
  moreHeading: 'More Resources',
} as const;

export const notFoundPage = {
  code: '404',
  message: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed. These links will get you where you need to go.',
  homeLabel: 'Return to Home',
  servicesLabel: 'View Our Services',
  callLabel: `Call ${business.phone.display}`,
} as const;
