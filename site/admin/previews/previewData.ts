/**
 * What a preview shows, from an entry as the editor holds it while the office types: any field may
 * still be missing or empty, and a `{placeholder}` may be half-written. Pure, so the tests read it
 * without a browser; the preview components (site/admin/previews/) draw the result with the site's own
 * components, so the preview says what the page will.
 */
import { fillTextFacts, unknownTextFacts } from '../../content/facts/textFacts';
import { joinLanguages, type SchemaNode } from '../../content/load/join';
import { contentCollections } from '../../content/schema/collections';
import type { FaqItem, TeamMember } from '../../content/types';
import type { Lang } from '../../i18n/lang';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {});
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * `text` with its facts filled in as the build fills them; while it names something that is not a
 * fact (being typed, or a slip the field's check refuses), the text as written.
 */
export const fillFactsForPreview = (text: string, lang: Lang): string => (unknownTextFacts(text).length > 0 ? text : fillTextFacts(text, lang));

/**
 * An entry in another language than the default holds its words only: the preview shows it with the
 * fields every language shares as the default language's column has them, joined as the build joins
 * them (its complaints, about a list of another length, are the check's to make, not the preview's).
 */
export function withSharedFields(folder: string, own: Record<string, unknown>, shared: Record<string, unknown>): Fields {
  const collection = contentCollections.find((candidate) => candidate.folder === folder);
  if (collection === undefined || collection.kind !== 'entries') return own;
  return fieldsOf(joinLanguages(collection.schema as unknown as SchemaNode, own, shared, []));
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
 * policy allows): what a preview shows until the photo's file has arrived, or while none is chosen.
 */
export function placeholderPhotoUrl(file: string, width: number, height: number): string {
  const label = escapeXml(file === '' ? 'No photo chosen yet' : `${file}: loading`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e5e7eb"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.max(12, Math.round(width / 30))}" fill="#374151">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
