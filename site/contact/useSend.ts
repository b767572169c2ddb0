import { useCallback, useEffect, useRef, useState } from 'react';
import { warmUpClient } from './api';
import type * as mutations from './mutations';

type Mutations = typeof mutations;

const loadMutations = (): Promise<Mutations> => import('./mutations');

export interface SendOptions<TVariables, TResult> {
  /** Sends the form; rejects when it was not delivered. */
  send: (variables: TVariables) => Promise<TResult>;
  onSuccess: (result: TResult) => void;
  /** Awaited before the form stops being pending, like TanStack Query's own `onError`. */
  onError: (error: unknown) => void | Promise<void>;
  /** Fetches TanStack Query and the app's client; a test hands in a fetch that fails. @default import('./mutations') */
  load?: () => Promise<Mutations>;
}

/**
 * A form's send, as a mutation of the app's one TanStack Query client (`queryClient.ts`), with
 * TanStack Query and the HTTP client fetched when the form is first used rather than with the page:
 * most visitors to /contact read it and call. `warmUp` (called as the visitor types) starts both
 * fetches, so they are there by the time Send is pressed; `isPending` is true from the press until the
 * send has settled, including while they load. A failure to fetch them reaches `onError` like any
 * other network failure.
 */
export function useSend<TVariables, TResult>({ send, onSuccess, onError, load = loadMutations }: SendOptions<TVariables, TResult>) {
  const [isPending, setPending] = useState(false);
  const latest = useRef({ send, onSuccess, onError, load });
  useEffect(() => {
    latest.current = { send, onSuccess, onError, load };
  });
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const mutate = useCallback(async (variables: TVariables) => {
    setPending(true);
    try {
      const { MutationObserver, appQueryClient } = await latest.current.load();
      const observer = new MutationObserver<TResult, unknown, TVariables>(appQueryClient(), {
        mutationFn: (sent) => latest.current.send(sent),
      });
      const result = await observer.mutate(variables);
      latest.current.onSuccess(result);
    } catch (error) {
      await latest.current.onError(error);
    } finally {
      if (isMounted.current) setPending(false);
    }
  }, []);

  return { isPending, mutate, warmUp };
}

function warmUp(): void {
  warmUpClient();
  // A failure here comes back at send time, which reports it.
  loadMutations().catch(() => undefined);
}
