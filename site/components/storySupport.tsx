/**
 * What the site's Ladle stories share: islands rendered in place, and forms shown in a given state
 * with the network answering as the state needs. Stories only; no page imports this.
 */
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../design-system';
import { langOfHtmlLang } from '../i18n/lang';
import { LangProvider } from '../i18n/LangContext';
import { loadIslandModules } from '../islandRuntime/loadIslandModules';

let islandsLoaded: Promise<void> | undefined;

function Loaded({ children }: { children: ReactNode }) {
  use((islandsLoaded ??= loadIslandModules()));
  return children;
}

/**
 * The site's language for a story: the locale chosen in Ladle's controls (which reaches the story as
 * React Aria's locale), so a section shows its Spanish copy when designers switch to `es-US`.
 */
export function WithLanguage({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <LangProvider lang={langOfHtmlLang(locale)}>{children}</LangProvider>;
}

/** Renders `children` once every island's module has loaded, so a section with islands renders them in place. */
export function WithIslands({ children }: { children: ReactNode }) {
  return (
    <WithLanguage>
      <Suspense fallback={null}>
        <Loaded>{children}</Loaded>
      </Suspense>
    </WithLanguage>
  );
}

/** How the form's endpoint answers in a story. */
export type FormState = 'empty' | 'invalid' | 'sending' | 'sent' | 'failed';

const answers: Record<'sending' | 'sent' | 'failed', () => Promise<Response>> = {
  // Never answers: the form shows 'Sending...' until its own request timeout gives up (15 s).
  sending: () => new Promise<Response>(() => undefined),
  sent: () => Promise.resolve(Response.json({ ok: true })),
  failed: () => Promise.resolve(Response.json({ ok: false, error: 'send_failed' }, { status: 502 })),
};

export interface FormInStateProps {
  state: FormState;
  /** The path the form posts to; only requests to it are answered by the story. */
  endpoint: string;
  /** The session-storage draft key the form restores from, and the values to put there. */
  draft?: { key: string; values: Record<string, string> };
  children: ReactNode;
}

/** What each endpoint answers, set by the story on show. */
const answerFor = new Map<string, () => Promise<Response>>();
let intercepting = false;

/**
 * Answers requests to the forms' endpoints from `answerFor`, and passes every other request on. Once
 * a form story has mounted it stays in place, so a send that is still on its way when the story
 * unmounts gets the story's answer rather than reaching the network.
 */
function interceptFormRequests() {
  if (intercepting) return;
  intercepting = true;
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    // A Request (as ky sends), a URL or a string.
    const url = typeof input === 'object' && 'url' in input ? input.url : String(input);
    const answer = answerFor.get(new URL(url, location.href).pathname);
    if (!answer) return realFetch(input, init);
    // Read the body as a real fetch would: ky waits for that before it lets go of its own copy.
    const body = input instanceof Object && 'arrayBuffer' in input ? input.arrayBuffer().catch(() => undefined) : Promise.resolve();
    return body.then(answer);
  };
}

/**
 * Puts a form in `state`: 'invalid' presses send on the empty form; 'sending', 'sent' and 'failed'
 * fill it through its stored draft, press send, and answer the request as the state says.
 */
export function FormInState({ state, endpoint, draft, children }: FormInStateProps) {
  const container = useRef<HTMLDivElement>(null);
  // Written before the form mounts, so it restores these values as it would a visitor's draft.
  useState(() => {
    if (draft && state !== 'empty' && state !== 'invalid') sessionStorage.setItem(draft.key, JSON.stringify(draft.values));
    else if (draft) sessionStorage.removeItem(draft.key);
  });

  useEffect(() => {
    if (state === 'empty') return;
    if (state !== 'invalid') {
      interceptFormRequests();
      answerFor.set(endpoint, answers[state]);
    }
    // After the draft has been restored (an effect of the form's own) and the send button enabled.
    const timer = setTimeout(() => container.current?.querySelector('form')?.requestSubmit(), 50);
    return () => {
      clearTimeout(timer);
      if (draft) sessionStorage.removeItem(draft.key);
    };
  }, [state, endpoint, draft]);

  return <div ref={container}>{children}</div>;
}
