/**
 * What the editor is built with, from the environment: the repository publishing commits to, where
 * sign-in goes, and the public site it links to. Sign-in goes through the stack's GitHub App sign-in
 * (functions/admin-sign-in/) on the editor's own host, `admin.` and the site's domain; the deploy sets
 * ADMIN_AUTH_BASE_URL to it, and its stack reads the same ADMIN_GITHUB_REPO, so only that repository's
 * main branch may deploy (docs/deploy.md).
 */
export const adminBuildSettings = (env: NodeJS.ProcessEnv = process.env) => {
  const siteUrl = (env.SITE_URL ?? 'https://ridgewayrestoration.example').replace(/\/+$/, '');
  return {
    /** `owner/name` of the site's repository on GitHub. */
    githubRepo: env.ADMIN_GITHUB_REPO ?? 'ridgeway-restoration/site',
    /** The origin the editor's GitHub sign-in opens (`base_url`): the editor's own host. */
    authBaseUrl: (env.ADMIN_AUTH_BASE_URL ?? `https://admin.${new URL(siteUrl).host}`).replace(/\/+$/, ''),
    siteUrl,
  };
};
