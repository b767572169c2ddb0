/**
 * What a preview shows, from an entry as the editor holds it while the office types: any field may
 * still be missing or empty, and a `{placeholder}` may be half-written. Pure, so the tests read it
 * without a browser; the preview components (site/admin/previews/) draw the result with the site's own
 * components, so the preview says what the page will.
 */
import { fillTextFacts, unknownTextFacts } from '../../content/facts/textFacts';
import { contentFiles } from '../../content/load/files';
import type { FaqItem, TeamMember } from '../../content/types';
import { defaultLang, isLang, type Lang } from '../../i18n/lang';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {});
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The language a preview is in: the locale Decap previews (its left column's). */
export const previewLang = (locale: unknown): Lang => (isLang(locale) ? locale : defaultLang);

/**
 * `text` with its facts filled in as the build fills them; while it names something that is not a
 * fact (being typed, or a slip the check before saving will refuse), the text as written.
 */
export const fillFactsForPreview = (text: string, lang: Lang): string => (unknownTextFacts(text).length > 0 ? text : fillTextFacts(text, lang));

/**
 * An entry in another language than the default holds its words only: the editor previews it with the
 * fields every language shares as the default language's published file has them (none yet for a new
 * entry: the preview shows what it can).
 */
export function withSharedFields(data: unknown, folder: string, slug: unknown, lang: Lang): Fields {
  if (lang === defaultLang || typeof slug !== 'string') return fieldsOf(data);
  const published = contentFiles().get(`${folder}/${defaultLang}/${slug}.json`);
  return { ...(published === undefined ? {} : fieldsOf(JSON.parse(published))), ...fieldsOf(data) };
}

/** A question of the FAQ page, its facts filled in. */
export const previewFaq = (entry: unknown, lang: Lang): FaqItem => ({
  question: fillFactsForPreview(textOf(fieldsOf(entry).question), lang),
  answer: fillFactsForPreview(textOf(fieldsOf(entry).answer), lang),
});

/** A work photo: its file's name under `site/assets/gallery/` and what it shows ('' while it says nothing). */
export const previewGalleryPhoto = (entry: unknown) => ({ image: textOf(fieldsOf(entry).image), alt: textOf(fieldsOf(entry).alt) });

/** A person of the team page, named by the entry's id. */
export function previewTeamMember(entry: unknown, id: unknown, lang: Lang): TeamMember {
  const { name, role, image, description } = fieldsOf(entry);
  return { id: textOf(id), name: textOf(name), role: textOf(role), image: textOf(image), description: fillFactsForPreview(textOf(description), lang) };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A grey box of the photo's proportions naming its file, as an SVG `data:` URL (which the editor's
 * policy allows): what a preview shows for a file the editor does not have, such as one named but
 * not yet added to `site/assets/`.
 */
export function placeholderPhotoUrl(file: string, width: number, height: number): string {
  const label = escapeXml(file === '' ? 'No photo file named' : `${file}: not in the editor's copy of the photos`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e5e7eb"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.max(12, Math.round(width / 30))}" fill="#374151">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
