/**
 * Years of the office's work, written into a copy of the site (tests/siteCopy.ts) the way the editor
 * writes it: articles as one Markdown file per language with the same name, the facts in the default
 * language's only; gallery photos as real JPEGs in the gallery folder, each an entry with its file and
 * place once and its description in each language. Everything is
 * deterministic, so the photos' encodings, cached by the image pipeline, are reused from one run to the
 * next.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { blogCategoryNames } from '../../site/content/types';

const pad = (n: number) => String(n).padStart(3, '0');

// Photos the blog already has: articles share them, as an office reusing its pictures would.
const blogImages = [
  'emergency-water-damage-response-24-hours.jpg',
  'insurance-claims-water-damage-guide.jpg',
  'preventing-mold-growth-georgia-humidity.jpg',
  'seasonal-water-damage-risks-gwinnett-county.jpg',
];

const topics = {
  en: ['burst pipe', 'sump pump', 'crawl space', 'water heater', 'roof leak', 'flooded basement', 'dishwasher leak', 'frozen pipes'],
  es: ['tubería rota', 'bomba de sumidero', 'espacio de arrastre', 'calentador de agua', 'goteras del techo', 'sótano inundado', 'fuga del lavaplatos', 'tuberías congeladas'],
};

const words = {
  en: {
    title: (topic: string, n: number) => `What to do about a ${topic}, case ${n}`,
    slug: (n: number) => `growth-case-${pad(n)}-what-to-do`,
    description: (topic: string) => `What a homeowner in Gwinnett County should check after a ${topic}, what to move first, and when drying needs a professional.`,
    imageAlt: 'Air movers and a dehumidifier drying a room after a leak',
    tags: ['water damage', 'drying'],
    paragraph: (topic: string) =>
      `A ${topic} rarely waits for a convenient moment. The first hour decides how much of the floor, the walls and the furniture can be dried in place, so stop the water, keep people away from wet outlets and take photos before anything is moved.`,
    heading: ['First steps', 'What the drying looks like', 'When to call'],
    list: ['Shut off the main water valve.', 'Move rugs and furniture off wet floors.', 'Photograph every wet room for the insurer.'],
  },
  es: {
    title: (topic: string, n: number) => `Qué hacer ante una ${topic}, caso ${n}`,
    slug: (n: number) => `caso-${pad(n)}-que-hacer`,
    description: (topic: string) => `Qué debe revisar un dueño de casa en el condado de Gwinnett después de una ${topic}, qué mover primero y cuándo hace falta un profesional.`,
    imageAlt: 'Ventiladores de secado y un deshumidificador secan una habitación después de una fuga',
    tags: ['daños por agua', 'secado'],
    paragraph: (topic: string) =>
      `Una ${topic} nunca llega en buen momento. La primera hora decide cuánto del piso, las paredes y los muebles se puede secar en su lugar: corte el agua, aleje a todos de los enchufes mojados y tome fotos antes de mover nada.`,
    heading: ['Primeros pasos', 'Cómo es el secado', 'Cuándo llamar'],
    list: ['Cierre la llave de paso principal.', 'Saque alfombras y muebles del piso mojado.', 'Fotografíe cada habitación mojada para el seguro.'],
  },
} as const;

type Lang = keyof typeof words;

/** `2026-10-01` minus `days`, as YYYY-MM-DD: the articles go back about eight years, newest first. */
function dateBefore(days: number): string {
  const date = new Date(Date.UTC(2026, 9, 1) - days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function articleFile(lang: Lang, n: number, authors: readonly string[]): string {
  const w = words[lang];
  const topic = topics[lang][n % topics[lang].length] ?? '';
  const date = dateBefore(n * 15);
  // Quoted with JSON's rules, which YAML reads as double-quoted strings.
  const q = (value: string) => JSON.stringify(value);
  const frontMatter = [
    `title: ${q(w.title(topic, n))}`,
    `slug: ${w.slug(n)}`,
    `description: ${q(w.description(topic))}`,
    ...(lang === 'en'
      ? [
          `category: ${blogCategoryNames[n % blogCategoryNames.length]}`,
          `publishedAt: ${date}`,
          `modifiedAt: ${date}`,
          `authorId: ${authors[n % authors.length]}`,
          `readTime: ${3 + (n % 8)}`,
          `image: ${blogImages[n % blogImages.length]}`,
        ]
      : []),
    `imageAlt: ${q(w.imageAlt)}`,
    'tags:',
    ...w.tags.map((tag) => `  - ${tag}`),
  ];
  const body = [
    w.paragraph(topic),
    ...w.heading.flatMap((heading) => [`## ${heading}`, w.paragraph(topic), w.paragraph(topic)]),
    w.list.map((item) => `- ${item}`).join('\n'),
  ];
  return `---\n${frontMatter.join('\n')}\n---\n\n${body.join('\n\n')}\n`;
}

/** Writes `count` articles in both languages into the copy's content folder. */
export function addArticles(content: string, count: number): void {
  const authors = readdirSync(path.join(content, 'team/en')).map((file) => file.replace(/\.json$/, ''));
  for (let n = 1; n <= count; n += 1) {
    for (const lang of ['en', 'es'] as const) {
      writeFileSync(path.join(content, 'articles', lang, `growth-case-${pad(n)}.md`), articleFile(lang, n, authors));
    }
  }
}

/** A 1200x900 JPEG with no metadata (sharp writes none unless asked): a gradient and the photo's number. */
function photo(n: number): Promise<Buffer> {
  const hue = (n * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,30%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <text x="600" y="520" font-size="240" font-family="sans-serif" text-anchor="middle" fill="white">${n}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Adds `count` gallery photos after the existing ones: files, and an entry for each with its description in both languages. */
export async function addGalleryPhotos(root: string, count: number): Promise<void> {
  const content = path.join(root, 'site/content');
  const existing = readdirSync(path.join(content, 'gallery/en')).length;
  const described = { en: 'Drying equipment at work in a flooded room, job', es: 'Equipo de secado trabajando en una habitación inundada, trabajo' };
  for (let n = 1; n <= count; n += 1) {
    const id = `growth-photo-${pad(n)}`;
    writeFileSync(path.join(root, 'site/assets/gallery', `${id}.jpg`), await photo(n));
    const entry = { en: { order: existing + n, image: `${id}.jpg`, alt: `${described.en} ${n}` }, es: { alt: `${described.es} ${n}` } };
    for (const lang of ['en', 'es'] as const) writeFileSync(path.join(content, 'gallery', lang, `${id}.json`), `${JSON.stringify(entry[lang], null, 2)}\n`);
  }
}
