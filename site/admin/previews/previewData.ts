/**
 * What a preview shows, from an entry as the editor holds it while the office types: any field may
 * still be missing or empty, and a `{placeholder}` may be half-written. Pure, so the tests read it
 * without a browser; the preview components (site/admin/previews/) draw the result with the site's own
 * components, so the preview says what the page will.
 */
import { fillTextFacts, unknownTextFacts } from '../../content/textFacts';
import type { FaqItem, TeamMember } from '../../content/types';
import { defaultLang, isLang, type Lang } from '../../i18n/lang';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {});
const listOf = (value: unknown): Fields[] => (Array.isArray(value) ? value.filter(isFields) : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const sizeOf = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

/**
 * The language a preview is in: the locale Decap previews (its left column's, for words; shared
 * records have none and show in the default language).
 */
export const previewLang = (locale: unknown): Lang => (isLang(locale) ? locale : defaultLang);

/**
 * `text` with its facts filled in as the build fills them; while it names something that is not a
 * fact (being typed, or a slip the check before saving will refuse), the text as written.
 */
export const fillFactsForPreview = (text: string, lang: Lang): string => (unknownTextFacts(text).length > 0 ? text : fillTextFacts(text, lang));

/** The FAQ page's questions from `words/<lang>/faqs.json` (site/content/faqs.ts fills both fields). */
export function previewFaqs(words: unknown, lang: Lang): FaqItem[] {
  return listOf(fieldsOf(words).items).map((item) => ({
    question: fillFactsForPreview(textOf(item.question), lang),
    answer: fillFactsForPreview(textOf(item.answer), lang),
  }));
}

export interface PreviewGalleryPhoto {
  id: string;
  /** The file's name under `site/assets/gallery/`. */
  image: string;
  /** The size the placeholder is drawn at while the file is missing (data/gallery.json). */
  width: number;
  height: number;
  alt: string;
}

/** The gallery's photos in order, each with its description of the same id ('' while it has none). */
export function previewGallery(record: unknown, words: unknown): PreviewGalleryPhoto[] {
  const alts = new Map(listOf(fieldsOf(words).photos).map((photo) => [textOf(photo.id), textOf(photo.alt)]));
  return listOf(fieldsOf(record).photos).map((photo) => {
    const id = textOf(photo.id);
    return { id, image: textOf(photo.image), width: sizeOf(photo.width) ?? 4, height: sizeOf(photo.height) ?? 3, alt: alts.get(id) ?? '' };
  });
}

export interface PreviewTeam {
  members: TeamMember[];
  future: { heading: string; paragraphs: string[]; image: string; imageAlt: string };
}

/** The team page's people and family section: records and words joined by id, as site/content/teamMembers.ts does. */
export function previewTeam(record: unknown, words: unknown, lang: Lang): PreviewTeam {
  const said = new Map(listOf(fieldsOf(words).members).map((member) => [textOf(member.id), member]));
  const wordsFuture = fieldsOf(fieldsOf(words).future);
  return {
    members: listOf(fieldsOf(record).members).map((member) => {
      const id = textOf(member.id);
      const about = said.get(id) ?? {};
      return { id, name: textOf(member.name), role: textOf(about.role), image: textOf(member.image), description: fillFactsForPreview(textOf(about.description), lang) };
    }),
    future: {
      heading: textOf(wordsFuture.heading),
      paragraphs: (Array.isArray(wordsFuture.paragraphs) ? wordsFuture.paragraphs : []).map((paragraph) => fillFactsForPreview(textOf(paragraph), lang)),
      image: textOf(fieldsOf(fieldsOf(record).future).image),
      imageAlt: textOf(wordsFuture.imageAlt),
    },
  };
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
