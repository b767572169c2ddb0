/**
 * The two links in newsletter mails. Opening one (GET) shows a page with one button; pressing it
 * (POST, to the same signed URL) confirms or unsubscribes. So a mail scanner that opens every link
 * changes nothing, and the visitor always sees what happened in plain HTML.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { defaultLang, langInfo, type Lang } from '../contract/lang';
import type { HandlerDeps, LambdaHandler } from '../forms/handler';
import type { Outcome } from '../forms/logLine';
import { maskEmail } from '../forms/handler';
import type { HttpEvent, HttpResult } from '../forms/http';
import { clientAddress, maskAddress } from '../forms/http';
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

/** What the link function logs, one line per request, as the form functions do. */
type LinkOutcome = Extract<
  Outcome,
  'link_shown' | 'link_invalid' | 'link_expired' | 'not_found' | 'confirmed' | 'unsubscribed' | 'already_confirmed' | 'store_failed' | 'internal_error'
>;

export function createLinkHandler(deps: HandlerDeps & { list: NewsletterList }): LambdaHandler {
  const now = deps.now ?? (() => performance.now());
  const answer = createLinkAnswer(deps);
  return async (event: HttpEvent) => {
    const started = now();
    let reply: { result: HttpResult; outcome: LinkOutcome; email?: string; errorName?: string };
    try {
      reply = await answer(event);
    } catch (error) {
      reply = {
        outcome: 'internal_error',
        errorName: error instanceof Error ? error.name : typeof error,
        result: html(500, newsletterCopyIn[defaultLang].pages.unavailable, deps.list.siteOrigin, defaultLang),
      };
    }
    const { result, ...rest } = reply;
    const client = maskAddress(clientAddress(event));
    deps.log({ ...rest, status: result.statusCode, durationMs: Math.round(now() - started), ...(client === undefined ? {} : { client }) });
    return result;
  };
}

function createLinkAnswer(deps: HandlerDeps & { list: NewsletterList }) {
  const { list } = deps;
  const origin = list.siteOrigin;
  return async (event: HttpEvent): Promise<{ result: HttpResult; outcome: LinkOutcome; email?: string; errorName?: string }> => {
    const path = event.rawPath ?? event.requestContext.http.path ?? '';
    const action = (Object.keys(linkPaths) as LinkAction[]).find((candidate) => linkPaths[candidate] === path);
    const method = event.requestContext.http.method.toUpperCase();
    const query = new URLSearchParams(event.rawQueryString ?? '');
    const language = linkLanguage(query);
    const { pages } = newsletterCopyIn[language];
    const page = (statusCode: number, content: Omit<PageContent, 'homeLabel' | 'homeUrl' | 'lang'>) => html(statusCode, content, origin, language);
    if (!action || (method !== 'GET' && method !== 'POST')) return { outcome: 'not_found', result: page(404, pages.invalid) };
    const now = (list.clock ?? Date.now)();
    const check = await verifyLink(list.signingKeys, action, query, now);
    if (!check.ok) {
      return check.reason === 'expired' ? { outcome: 'link_expired', result: page(410, pages.expired) } : { outcome: 'link_invalid', result: page(400, pages.invalid) };
    }
    const email = maskEmail(check.email);
    const self = `${origin}${path}?${query.toString()}`;

    if (method === 'GET') {
      const shown = action === 'confirm' ? pages.confirm : pages.unsubscribe;
      return { outcome: 'link_shown', email, result: page(200, { title: shown.title, text: shown.text, action: { label: shown.button, url: self } }) };
    }
    const at = new Date(now).toISOString();
    try {
      if (action === 'unsubscribe') {
        // The same page whether or not the address was on the list.
        await list.subscribers.unsubscribe(check.email, at);
        return { outcome: 'unsubscribed', email, result: page(200, pages.unsubscribed) };
      }
      if (await list.subscribers.confirm(check.email, at, new Date(check.issuedAt ?? 0).toISOString())) {
        // The first mail on the list carries the way off it; if it fails, the address stays confirmed.
        const { current } = await list.signingKeys.get();
        await deps.sendEmail(welcomeEmail(list, current, deps.config.sender, check.email, language)).catch(() => undefined);
        return { outcome: 'confirmed', email, result: page(200, pages.confirmed) };
      }
      const current = await list.subscribers.get(check.email);
      return current?.status === 'confirmed'
        ? { outcome: 'already_confirmed', email, result: page(200, pages.alreadyConfirmed) }
        : { outcome: 'link_invalid', email, result: page(400, pages.invalid) };
    } catch (error) {
      return { outcome: 'store_failed', email, errorName: error instanceof Error ? error.name : typeof error, result: page(503, pages.unavailable) };
    }
  };
}
