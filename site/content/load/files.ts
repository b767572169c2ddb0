/**
 * The content's files, as text by their path under site/content (`faqs/es/response-time.json`): every
 * `<collection>/<lang>/<entry>.json` and `.md`. Through Vite, which puts them in the server bundle;
 * from disk for what runs without Vite (tsx scripts, the build's check, a test's copy of the content).
 */
import { splitArticleFile } from './markdown';

export type ContentFiles = ReadonlyMap<string, string>;

/** `import.meta.glob` exists only under Vite; elsewhere calling it throws. */
const bundled = () => import.meta.glob<string>(['../*/*/*.json', '../*/*/*.md'], { query: '?raw', import: 'default', eager: true });

/**
 * The files under `root` (the content folder), three levels down. `process.getBuiltinModule` rather
 * than an import of node:fs, so nothing here asks a browser bundle for Node's file system.
 */
export function readContentFiles(root: string | URL): ContentFiles {
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const base = root instanceof URL ? root.pathname : root;
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(json|md)$/.test(entry.name)) continue;
    const file = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (file.split('/').length === 3) files.set(file, fs.readFileSync(path.join(base, file), 'utf8'));
  }
  return files;
}

let siteFiles: ContentFiles | undefined;

/** The site's own content files. */
export function contentFiles(): ContentFiles {
  if (siteFiles) return siteFiles;
  try {
    siteFiles = new Map(Object.entries(bundled()).map(([file, text]) => [file.replace(/^\.\.\//, ''), text]));
  } catch {
    siteFiles = readContentFiles(new URL(/* @vite-ignore */ '../', import.meta.url));
  }
  return siteFiles;
}

/** What a file holds: its JSON, or a Markdown file's front matter with its text as `body`. */
export function fileData(file: string, text: string): unknown {
  if (file.endsWith('.md')) {
    const { frontMatter, body } = splitArticleFile(text);
    return { ...(typeof frontMatter === 'object' && frontMatter !== null ? frontMatter : {}), body };
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON (${(error as Error).message})`);
  }
}
