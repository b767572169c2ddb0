/**
 * Where the editor's sign-in function answers, on the site's own origin under /api/: read by the
 * function, the stack (its routes and CloudFront behaviour) and the editor (Decap's `auth_endpoint`).
 */
export const signInPrefix = '/api/admin-sign-in/';

export const signInPaths = {
  /** Decap's popup opens this: `?provider=github&site_id=...&scope=repo`. */
  start: `${signInPrefix}auth`,
  /** GitHub sends the person back here; the OAuth app's "Authorization callback URL". */
  callback: `${signInPrefix}callback`,
} as const;

/** Decap's `auth_endpoint`: the start path without its leading slash (Decap joins it to `base_url`). */
export const authEndpoint = signInPaths.start.slice(1);
