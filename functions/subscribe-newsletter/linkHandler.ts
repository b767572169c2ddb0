/**
 * The two links in newsletter mails. Opening one (GET) shows a page with one button; pressing it
 * (POST, to the same signed URL) confirms or unsubscribes. So a mail scanner that opens every link
 * changes nothing, and the visitor always sees what happened in plain HTML.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { langInfo, type Lang } from '../../site/i18n/lang';
import type { HandlerDeps, LambdaHandler } from '../send-contact-email/handler';
import type { HttpEvent, HttpResult } from '../send-contact-email/http';
import { newsletterCopyIn } from './copy';
import type { NewsletterList } from './handler';
import type { SigningKey } from '../secrets/signingKeys';
import { linkLanguage, linkPaths, signedLink, verifyLink, type LinkAction } from './links';
import { linkPage, type PageContent } from './pages';

function html(statusCode: number, content: Omit<PageContent, 'homeLabel' | 'homeUrl' | 'lang'>, origin: string, language: Lang): HttpResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
    body: linkPage({
      ...content,
      lang: language,
      homeLabel: newsletterCopyIn[language].pages.homeLabel,
      homeUrl: `${origin}${langInfo[language].prefix || '/'}`,
    }),
  };
}

export function welcomeEmail(
  list: Pick<NewsletterList, 'siteOrigin'>,
  key: SigningKey,
  sender: string,
  email: string,
  language: Lang,
): SendEmailCommandInput {
  const newsletterCopy = newsletterCopyIn[language];
  const unsubscribe = signedLink(list.siteOrigin, key, 'unsubscribe', email, undefined, language);
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
    const query = new URLSearchParams(event.rawQueryString ?? '');
    const language = linkLanguage(query);
    const { pages } = newsletterCopyIn[language];
    const page = (statusCode: number, content: Omit<PageContent, 'homeLabel' | 'homeUrl' | 'lang'>) => html(statusCode, content, origin, language);
    if (!action || (method !== 'GET' && method !== 'POST')) return page(404, pages.invalid);
    const now = (list.clock ?? Date.now)();
    const check = await verifyLink(list.signingKeys, action, query, now);
    if (!check.ok) return check.reason === 'expired' ? page(410, pages.expired) : page(400, pages.invalid);
    const self = `${origin}${path}?${query.toString()}`;

    if (method === 'GET') {
      const shown = action === 'confirm' ? pages.confirm : pages.unsubscribe;
      return page(200, { title: shown.title, text: shown.text, action: { label: shown.button, url: self } });
    }
    const at = new Date(now).toISOString();
    try {
      if (action === 'unsubscribe') {
        // The same page whether or not the address was on the list.
        await list.subscribers.unsubscribe(check.email, at);
        return page(200, pages.unsubscribed);
      }
      if (await list.subscribers.confirm(check.email, at)) {
        // The first mail on the list carries the way off it; if it fails, the address stays confirmed.
        const { current } = await list.signingKeys.get();
        await deps.sendEmail(welcomeEmail(list, current, deps.config.sender, check.email, language)).catch(() => undefined);
        return page(200, pages.confirmed);
      }
      const current = await list.subscribers.get(check.email);
      return current?.status === 'confirmed' ? page(200, pages.alreadyConfirmed) : page(400, pages.invalid);
    } catch {
      return page(503, pages.unavailable);
    }
  };
}
