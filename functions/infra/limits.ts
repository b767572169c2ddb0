/**
 * How much one client may send to the functions, shared by the web ACL's rate-based rule
 * (edgeProtection.ts) and the local server's limiter (functions/dev/clientLimit.ts), so that what
 * `npm start` and its tests show is what production does. Free of CDK and Node imports.
 */

/**
 * Requests to /api/ per client address over a sliding window. A person sends a form a few times at
 * most, counting a resend after a timeout and the newsletter's sign-up and confirmation, so 20 in five
 * minutes never stops one; several people behind one mobile carrier's or office's shared address still
 * have room, while a script is stopped after 20. WAF allows windows of 60, 120, 300 or 600 s and a
 * limit of at least 10. WAF enforces it near the number rather than exactly (it checks each client's
 * rate every few seconds), so a fast burst can get a few more through in production; the local
 * limiter is exact.
 */
export const perClientApiLimit = { requests: 20, windowSeconds: 300 } as const;

/** What a limited client is answered, with status 429. The forms recognise the status, not the body. */
export const rateLimitedBody = { ok: false, error: 'rate_limited' } as const;

/**
 * The `Retry-After` of a 429. WAF sends a fixed header, not one worked out per client; after a whole
 * window a client that stopped sending is certainly under the limit again.
 */
export const retryAfterSeconds = perClientApiLimit.windowSeconds;

/**
 * Beacons per client address (`POST /api/e`, functions/count-visits/): a rule of their own, so that a
 * visitor's page views never use up what the forms allow them, and a script sending beacons is cut off
 * without touching anyone's forms. A visitor sends two or three per page, so 100 in five minutes is
 * about forty pages; past it a beacon is answered 204 and not counted.
 */
export const perClientBeaconLimit = { requests: 100, windowSeconds: 300 } as const;
