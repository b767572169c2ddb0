/**
 * How the editor writes a content file: two-space indentation and a final newline, the form the
 * content's JSON files are kept in, so that publishing a change to one sentence commits one line.
 * (Decap's own `json` format ends without a newline.)
 */
export const contentJsonFormat = {
  name: 'content-json',
  extension: 'json',
  // Decap lists a files collection by reading each file at its configured path. For words that path
  // (`words/<name>.json`) holds no file, each language's being in its folder, and it reads as empty:
  // nothing to show there, rather than a parse error in the console. A file that is present and not
  // JSON still fails, and the build's check names it.
  fromFile: (content: string): unknown => (content.trim() === '' ? {} : JSON.parse(content)),
  toFile: (data: object): string => `${JSON.stringify(data, null, 2)}\n`,
} as const;
