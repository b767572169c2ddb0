/**
 * What the editor is built with, from the environment: the repository publishing commits to, where
 * sign-in goes, and the public site it links to. Sign-in goes through the stack's OAuth function
 * (functions/admin-sign-in/) on the site's own origin; the deploy's stack reads the same
 * ADMIN_GITHUB_REPO, so only that repository's main branch may deploy (docs/deploy.md).
 */
export const adminBuildSettings = (env: NodeJS.ProcessEnv = process.env) => {
  const siteUrl = (env.SITE_URL ?? 'https://ridgewayrestoration.example').replace(/\/+$/, '');
  return {
    /** `owner/name` of the site's repository on GitHub. */
    githubRepo: env.ADMIN_GITHUB_REPO ?? 'ridgeway-restoration/site',
    /** The origin of the OAuth function Decap's GitHub sign-in opens; the site's own by default. */
    authBaseUrl: env.ADMIN_AUTH_BASE_URL ?? siteUrl,
    siteUrl,
  };
};
