/**
 * The small pages the confirm and unsubscribe links open: plain HTML in the site's colours, readable
 * without script, with one heading, one action and a way home.
 */
import type { Lang } from '../contract/lang';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const style = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.6;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border-radius:14px;box-shadow:0 4px 14px rgb(15 23 42/.12)}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
p{margin:0 0 1rem}
a{color:#1d4ed8}
button{font:inherit;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:.75rem 1.5rem;min-height:2.75rem;cursor:pointer}
button:hover{background:#1e40af}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

export interface PageContent {
  title: string;
  text: string;
  /** A button that posts back to the same link, so a mail scanner opening the link changes nothing. */
  action?: { label: string; url: string };
  homeLabel: string;
  homeUrl: string;
  /** The page's language. */
  lang: Lang;
}

export function linkPage(content: PageContent): string {
  const action = content.action
    ? `<form method="post" action="${escape(content.action.url)}"><p><button type="submit">${escape(content.action.label)}</button></p></form>`
    : '';
  return `<!doctype html>
<html lang="${escape(content.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escape(content.title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escape(content.title)}</h1>
<p>${escape(content.text)}</p>
${action}
<p><a href="${escape(content.homeUrl)}">${escape(content.homeLabel)}</a></p>
</main>
</body>
</html>`;
}
