/**
 * Which picture goes where: every image the content names, with its size and the scene that draws it.
 */
import { contentFor } from '../../content/siteContent';
import type { AssetPath, PageMeta } from '../../content/types';
import { defaultLang, languages, type Lang } from '../../i18n/lang';
import { shareImageIn } from '../../seo/shareImage';
import { type Room, rooms } from './palette';
import { contentStorage, insuranceReview, kitchenGutted, moldDrywall, restoredLivingRoom, sewageBathroom } from './scenes/damage';
import { airScrubber, basementSlab, containment, dryingRoom, hero, hygrometer, moistureMeter, thermalCamera } from './scenes/drying';
import { nightHouse, overflowingGutter, roofTarp } from './scenes/outdoors';
import { shareImage } from './scenes/shareImage';
import { familyWithVan, portrait } from './scenes/team';
import { crawlSpaceBarrier, crawlSpaceInsulation, sisterJoists } from './scenes/underFloor';
import type { Scene } from './svg';

export interface PlaceholderTarget {
  /** Path relative to `site/`: `assets/gallery/gallery-01.jpg`, `public/og-image.jpg`. */
  file: string;
  width: number;
  height: number;
  draw: () => Scene;
}

/** The sixteen gallery compositions, in the order the gallery content describes them. */
const galleryScenes: readonly ((seed: string, room: Room) => Scene)[] = [
  (seed, room) => dryingRoom(seed, room),
  containment,
  crawlSpaceBarrier,
  nightHouse,
  moldDrywall,
  kitchenGutted,
  thermalCamera,
  basementSlab,
  crawlSpaceInsulation,
  moistureMeter,
  roofTarp,
  restoredLivingRoom,
  sewageBathroom,
  sisterJoists,
  contentStorage,
  airScrubber,
];

/** Blog pictures, one per article in content order; a fifth article reuses the first composition. */
const blogScenes: readonly ((seed: string, room: Room) => Scene)[] = [
  (seed, room) => ({ ...dryingRoom(seed, room, { width: 1200, height: 675, people: 1 }) }),
  hygrometer,
  insuranceReview,
  overflowingGutter,
];

/** Default sizes for images a page's metadata names without a more specific source. */
const folderSizes = {
  hero: { width: 1600, height: 900 },
  gallery: { width: 1200, height: 900 },
  blog: { width: 1200, height: 675 },
  team: { width: 800, height: 800 },
} as const;

type AssetFolder = keyof typeof folderSizes;

const folderOf = (path: AssetPath) => path.slice(0, path.indexOf('/')) as AssetFolder;

/** The share image each language's pages fall back to in their Open Graph and Twitter tags. */
export const shareImageFiles = Object.fromEntries(languages.map((lang) => [lang, `public${shareImageIn(lang).path}`])) as Record<Lang, string>;

/**
 * Every image the content names, with its size and drawing. Content order decides each
 * picture's composition and colours, so entries stay distinguishable from their neighbours.
 */
export function placeholderTargets(): PlaceholderTarget[] {
  const targets: { path: AssetPath; width: number; height: number; draw: () => Scene }[] = [];
  const { home, gallery, team, pageMeta, services, articles } = contentFor(defaultLang);
  const { homePage } = home;
  const { teamFuture } = team;
  const roomFor = (index: number) => rooms[index % rooms.length] ?? rooms[0]!;

  targets.push({ path: homePage.hero.image, ...folderSizes.hero, draw: () => hero(homePage.hero.image, roomFor(0)) });
  gallery.galleryImages.forEach((image, index) => {
    const path: AssetPath = `gallery/${image.src}`;
    const draw = galleryScenes[index % galleryScenes.length] ?? galleryScenes[0]!;
    targets.push({ path, ...folderSizes.gallery, draw: () => draw(path, roomFor(index)) });
  });
  team.team.forEach((member, index) => {
    targets.push({ path: `team/${member.image}`, ...folderSizes.team, draw: () => portrait(member.name, index) });
  });
  targets.push({ path: `team/${teamFuture.image}`, width: 1200, height: 800, draw: () => familyWithVan(teamFuture.image) });
  // Newest first, as the blog shows them, so each keeps the drawing it had.
  articles.articles.forEach((article, index) => {
    const path: AssetPath = `blog/${article.image}`;
    const draw = blogScenes[index % blogScenes.length] ?? blogScenes[0]!;
    targets.push({ path, ...folderSizes.blog, draw: () => draw(path, roomFor(index + 1)) });
  });
  const metas: readonly PageMeta[] = [...Object.values(pageMeta.pageMeta), ...services.services.map((service) => service.meta)];
  const metaImages = metas.flatMap((meta) => (meta.image ? [meta.image] : []));
  for (const [index, path] of metaImages.entries()) {
    targets.push({ path, ...folderSizes[folderOf(path)], draw: () => dryingRoom(path, roomFor(index)) });
  }

  const seen = new Set<string>();
  const unique = targets.filter((target) => !seen.has(target.path) && Boolean(seen.add(target.path)));
  return [
    ...unique.map((target) => ({ file: `assets/${target.path}`, width: target.width, height: target.height, draw: target.draw })),
    ...languages.map((lang) => ({ file: shareImageFiles[lang], width: shareImageIn(lang).width, height: shareImageIn(lang).height, draw: () => shareImage(lang) })),
  ];
}
