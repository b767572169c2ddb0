import { citySummaries } from './citySummaries';
import { serviceSummaries } from './serviceSummaries';
import type { CityPageKey, CityPageSummary, CitySummary, ServiceSummary } from './types';

/** Each city page's search description, written per page so no two read alike. */
const descriptions = {
  'water-damage-restoration-loganville':
    'Burst water heaters, failed supply lines and storm runoff on red clay lots: 24/7 water extraction and drying for Loganville homes in Walton and Gwinnett.',
  'water-damage-restoration-grayson':
    'Finished basement floods, upstairs laundry leaks and failed sump pumps: water damage restoration for Grayson homes, with crews out day and night.',
  'water-damage-restoration-snellville':
    'Original plumbing failures, split-level lower floors and storm runoff: water extraction, drying and rebuilds for Snellville homes from the 1970s onward.',
  'water-damage-restoration-monroe':
    'Careful drying for plaster walls, heart-pine floors and pier foundations: water damage restoration in Monroe historic homes and newer subdivisions alike.',
  'water-damage-restoration-bethlehem':
    'Burst lines on private wells, pressure tank failures and slab homes with floating floors: water damage cleanup and drying for Bethlehem and Barrow County.',
  'water-damage-restoration-lawrenceville':
    'Townhome and condo leaks that cross shared walls, rental units and storm flooding: water damage restoration for Lawrenceville owners and property managers.',
  'mold-inspection-loganville':
    'Musty hallways, damp crawl spaces and basement walls on red clay: mold inspection, air testing and remediation for Loganville homes.',
  'mold-inspection-grayson':
    'Mold behind finished basement drywall and in closed-up lower-level rooms: inspection, testing and contained remediation for Grayson homes.',
  'mold-inspection-snellville':
    'Attic mold from misrouted bath fans, sweating crawl space ducts and old hidden leaks: mold inspection and remediation for Snellville homes.',
  'mold-inspection-monroe':
    'Mold in historic plaster, heart-pine and enclosed porches, handled with lead-safe practices: mold inspection and remediation for Monroe homes.',
  'mold-inspection-bethlehem':
    'Mold in newer, tighter homes with oversized air conditioners and damp framing: mold inspection, humidity checks and remediation for Bethlehem.',
  'mold-inspection-lawrenceville':
    'Mold in rentals, townhomes and apartments where moisture crosses units: inspections and verification reports for Lawrenceville owners and managers.',
  'crawl-space-cleanup-loganville':
    'Standing water, fallen insulation and torn plastic over red clay: crawl space cleanup, drainage and vapor barriers for Loganville homes.',
  'crawl-space-cleanup-grayson':
    'Damp crawl spaces under additions, sunrooms and older farmhouses: cleanup, repairs and vapor barriers for Grayson homes.',
  'crawl-space-cleanup-snellville':
    'Decades-old crawl spaces under Snellville ranch homes: debris removal, insulation replacement, sill repairs and sealed vapor barriers.',
  'crawl-space-cleanup-monroe':
    'Pier-and-beam crawl spaces under Monroe mill cottages and historic homes: cleanout, skirting repair, joist repairs and moisture control.',
  'crawl-space-cleanup-bethlehem':
    'Builder debris, thin plastic and well plumbing under newer Bethlehem homes: crawl space cleanout, leak checks and durable vapor barriers.',
  'crawl-space-cleanup-lawrenceville':
    'Crawl space repairs for Lawrenceville ranch homes and rentals, including inspection-report fixes with photo documentation before closing.',
  'sewage-cleanup-loganville':
    'Sewage backups from blocked city lines or saturated septic drain fields: Category 3 cleanup and disinfection for Loganville homes, day or night.',
  'sewage-cleanup-grayson':
    'Basement floor drain backups and failed ejector pumps in finished basements: sewage cleanup, disinfection and rebuilds for Grayson homes.',
  'sewage-cleanup-snellville':
    'Root-blocked clay and cast-iron sewer lines and split-level backups: sewage cleanup and disinfection for Snellville homes, around the clock.',
  'sewage-cleanup-monroe':
    'Cracked cast-iron drains under pier foundations and collapsed clay laterals: sewage cleanup in Monroe crawl spaces and historic homes.',
  'sewage-cleanup-bethlehem':
    'Septic backups and surfacing drain fields near private wells: sewage cleanup, disinfection and well-safety guidance for Bethlehem homes.',
  'sewage-cleanup-lawrenceville':
    'Shared-stack backups in apartments and condos and after-hours cleanup for businesses: sewage cleanup and documentation in Lawrenceville.',
} as const satisfies Record<CityPageKey, string>;

type ServiceForCityPages = Pick<ServiceSummary, 'cityServiceSlug' | 'title' | 'shortTitle' | 'emergencyService'>;

/** How a language words a city page's address, title and keywords. */
export interface CityPageWording {
  readonly path: (key: CityPageKey) => string;
  readonly title: (service: ServiceForCityPages, city: CitySummary) => string;
  readonly keywords: (service: ServiceForCityPages, city: CitySummary) => readonly string[];
}

/** Every core service in every city, in service-then-city order, worded by one language. */
export function buildCityPageSummaries(
  services: readonly ServiceForCityPages[],
  cities: readonly CitySummary[],
  descriptionOf: Record<CityPageKey, string>,
  wording: CityPageWording,
): readonly CityPageSummary[] {
  return services.flatMap((service) =>
    cities.map((city): CityPageSummary => {
      const key: CityPageKey = `${service.cityServiceSlug}-${city.slug}`;
      return {
        path: wording.path(key),
        locationSlug: city.slug,
        locationName: city.name,
        serviceSlug: service.cityServiceSlug,
        serviceTitle: service.title,
        isEmergency: service.emergencyService,
        seoData: { title: wording.title(service, city), description: descriptionOf[key], keywords: wording.keywords(service, city) },
        geo: city.geo,
      };
    }),
  );
}

/**
 * The 24 city pages as the route table, links and search results see them: every core service in every
 * city, in service-then-city order. `cityPages.ts` adds what each page shows, and `cityLocal/` holds
 * what each page says.
 */
export const cityPageSummaries: readonly CityPageSummary[] = buildCityPageSummaries(serviceSummaries, citySummaries, descriptions, {
  path: (key) => `/${key}-ga`,
  title: (service, city) => `${service.title} in ${city.name}, GA`,
  keywords: (service, city) => [
    `${service.shortTitle.toLowerCase()} ${city.name}`,
    `${service.title.toLowerCase()} ${city.name} GA`,
    `${city.name} ${city.zip}`,
    `${city.county} ${service.shortTitle.toLowerCase()}`,
  ],
});

export function findCityPageSummary(serviceSlug: string, citySlug: string): CityPageSummary | undefined {
  return cityPageSummaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}
