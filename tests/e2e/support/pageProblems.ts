import type { Page } from 'playwright-core';
import { business } from '../../../site/content/facts/business';

/**
 * Hosts of the third parties the site embeds. No machine here reaches the internet, so their failure
 * to load is what the tests see; the page must cope, and only these hosts may fail.
 */
export const thirdPartyHosts = [business.reviews.widgetScriptUrl, business.map.embedUrl, 'https://www.youtube-nocookie.com']
  .map((url) => new URL(url).host);

const isThirdParty = (url: string) => {
  try {
    return thirdPartyHosts.includes(new URL(url).host);
  } catch {
    return false;
  }
};

/** Collects console errors, uncaught exceptions and failed first-party requests from a page. */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isThirdParty(message.location().url)) return;
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Aborted: the browser dropped it because the page was left (a link followed while an island's
    // code was still arriving), not because anything failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (!isThirdParty(request.url())) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return {
    problems,
    /** Problems so far, then forget them (for reusing one page across routes). */
    take: () => problems.splice(0, problems.length),
  };
}
