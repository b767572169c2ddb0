/**
 * What the editor is built with, from the environment: the repository publishing commits to, where
 * sign-in goes, and the public site it links to. Sign-in through GitHub needs an OAuth function that
 * is not deployed yet (docs/editing.md); until then only the local mode (`npm run admin`) signs in.
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
