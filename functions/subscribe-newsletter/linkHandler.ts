/**
 * The two links in newsletter mails. Opening one (GET) shows a page with one button; pressing it
 * (POST, to the same signed URL) confirms or unsubscribes. So a mail scanner that opens every link
 * changes nothing, and the visitor always sees what happened in plain HTML.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { HandlerDeps, LambdaHandler } from '../send-contact-email/handler';
import type { HttpEvent, HttpResult } from '../send-contact-email/http';
import { newsletterCopy } from './copy';
import type { NewsletterList } from './handler';
import { checkLink, linkPaths, signedLink, type LinkAction } from './links';
import { linkPage, type PageContent } from './pages';

const { pages } = newsletterCopy;

function html(statusCode: number, content: Omit<PageContent, 'homeLabel' | 'homeUrl'>, origin: string): HttpResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
    body: linkPage({ ...content, homeLabel: pages.homeLabel, homeUrl: `${origin}/` }),
  };
}

export function welcomeEmail(list: NewsletterList, sender: string, email: string): SendEmailCommandInput {
  const unsubscribe = signedLink(list.siteOrigin, list.signingKey, 'unsubscribe', email);
  return {
    Source: sender,
    Destination: { ToAddresses: [email] },
    Message: {
      Subject: { Data: newsletterCopy.welcomeSubject, Charset: 'UTF-8' },
      Body: { Text: { Data: newsletterCopy.welcomeText(unsubscribe), Charset: 'UTF-8' } },
    },
  };
}

export function createLinkHandler(deps: HandlerDeps & { list: NewsletterList }): LambdaHandler {
  const { list } = deps;
  const origin = list.siteOrigin;
  return async (event: HttpEvent) => {
    const path = event.rawPath ?? event.requestContext.http.path ?? '';
    const action = (Object.keys(linkPaths) as LinkAction[]).find((candidate) => linkPaths[candidate] === path);
    const method = event.requestContext.http.method.toUpperCase();
    if (!action || (method !== 'GET' && method !== 'POST')) return html(404, pages.invalid, origin);
    const query = new URLSearchParams(event.rawQueryString ?? '');
    const now = (list.clock ?? Date.now)();
    const check = checkLink(list.signingKey, action, query, now);
    if (!check.ok) return check.reason === 'expired' ? html(410, pages.expired, origin) : html(400, pages.invalid, origin);
    const self = `${origin}${path}?${query.toString()}`;

    if (method === 'GET') {
      const page = action === 'confirm' ? pages.confirm : pages.unsubscribe;
      return html(200, { title: page.title, text: page.text, action: { label: page.button, url: self } }, origin);
    }
    const at = new Date(now).toISOString();
    try {
      if (action === 'unsubscribe') {
        // The same page whether or not the address was on the list.
        await list.subscribers.unsubscribe(check.email, at);
        return html(200, pages.unsubscribed, origin);
      }
      if (await list.subscribers.confirm(check.email, at)) {
        // The first mail on the list carries the way off it; if it fails, the address stays confirmed.
        await deps.sendEmail(welcomeEmail(list, deps.config.sender, check.email)).catch(() => undefined);
        return html(200, pages.confirmed, origin);
      }
      const current = await list.subscribers.get(check.email);
      return current?.status === 'confirmed' ? html(200, pages.alreadyConfirmed, origin) : html(400, pages.invalid, origin);
    } catch {
      return html(503, { title: 'Please try again', text: 'We could not update the list just now. Nothing was changed.' }, origin);
    }
  };
}
