/**
 * The design system's marker on an accordion panel it rendered `hidden="until-found"` (its
 * `untilFoundAttribute`, written out so the loader stays free of the design system; a test checks they
 * agree). Once the marker is there without `hidden`, the browser has revealed the panel itself: a link
 * to a text fragment, or find-in-page, before the island hydrated.
 */
export const revealedPanelSelector = '[data-hidden-until-found]:not([hidden])';
