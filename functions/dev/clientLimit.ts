/**
 * The local stand-in for the web ACL's rate-based rule (functions/infra/limits.ts): each client
 * (address) may make `requests` requests in any window of `windowMs`; beyond that it is refused until
 * its oldest counted request leaves the window. Only admitted requests are counted, so a client costs
 * at most `requests` timestamps, and one with nothing left in its window is forgotten.
 */
export interface ClientLimit {
  /** Counts a request from `client`, or returns false when the client is over its limit. */
  admit: (client: string) => boolean;
  /** How many clients are remembered. */
  tracked: () => number;
}

export interface ClientLimitOptions {
  requests: number;
  windowMs: number;
  /** @default Date.now */
  now?: () => number;
  /**
   * More clients than this in one window: the one idle longest is forgotten (and so starts afresh).
   * WAF's rule follows as many. @default 10_000
   */
  maxClients?: number;
}

export function createClientLimit({ requests, windowMs, now = Date.now, maxClients = 10_000 }: ClientLimitOptions): ClientLimit {
  // Each client's admitted requests' times, oldest first. A client moves to the end of the map when it
  // is admitted, so the map runs from the longest idle to the latest, and forgetting stops at the first
  // client still inside its window.
  const clients = new Map<string, number[]>();

  const forgetIdle = (windowStart: number) => {
    for (const [client, times] of clients) {
      if ((times.at(-1) ?? windowStart) > windowStart) break;
      clients.delete(client);
    }
  };

  return {
    admit: (client) => {
      const at = now();
      const windowStart = at - windowMs;
      forgetIdle(windowStart);
      const times = clients.get(client) ?? [];
      while ((times[0] ?? at) <= windowStart) times.shift();
      if (times.length >= requests) return false;
      times.push(at);
      clients.delete(client);
      clients.set(client, times);
      if (clients.size > maxClients) clients.delete(clients.keys().next().value ?? client);
      return true;
    },
    tracked: () => clients.size,
  };
}
