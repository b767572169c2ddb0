/**
 * Where the editor's sign-in function answers, on the editor's own origin under /api/: read by the
 * function, the stack (its routes and CloudFront behaviour) and the editor (its `auth_endpoint`).
 */
export const signInPrefix = '/api/admin-sign-in/';

export const signInPaths = {
  /** The editor's popup opens this: `?provider=github&site_id=...&scope=...`. */
  start: `${signInPrefix}authorize`,
  /** GitHub sends the person back here: the GitHub App's "Callback URL". */
  callback: `${signInPrefix}callback`,
  /**
   * A new token for one that expired, from the refresh token in this browser's cookie. Sveltia CMS
   * posts its refreshes to the start URL with `/authorize` replaced by `/access_token`, as GitHub's
   * own endpoints are named; hence the start path's name.
   */
  refresh: `${signInPrefix}access_token`,
} as const;

/** The one method each path answers. */
export const signInMethods = { start: 'GET', callback: 'GET', refresh: 'POST' } as const satisfies Record<keyof typeof signInPaths, string>;

/** The editor's `auth_endpoint`: the start path without its leading slash (the editor joins it to `base_url`). */
export const authEndpoint = signInPaths.start.slice(1);
