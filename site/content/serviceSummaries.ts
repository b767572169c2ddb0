import { business } from './business';
import { countyList } from './phrases';
import type { ServiceSummary } from './types';

const homeTownKeyword = `${business.homeTown.locality} ${business.homeTown.region}`;

/**
 * The four core services as links, cards and search results show them. The route table, the footer and
 * the city page index read this; `services.ts` adds what the service pages say (process, details, FAQs).
 */
export const serviceSummaries = [
  {
    slug: 'water-restoration',
    relatedArticle: 'emergency-water-damage-response-24-hours',
    cityServiceSlug: 'water-damage-restoration',
    icon: 'Droplets',
    title: 'Water Damage Restoration',
    shortTitle: 'Water Restoration',
    description:
      'Burst pipes, failed water heaters, roof leaks and flooded basements: we extract the water, dry the structure to verified readings and rebuild what was lost.',
    emergencyService: true,
    meta: {
      title: 'Water Damage Restoration and 24/7 Water Extraction',
      description: `24/7 water extraction, structural drying and full rebuilds after leaks and floods across ${countyList}.`,
      keywords: ['water damage restoration', 'water extraction', 'structural drying', 'flood cleanup', homeTownKeyword],
      image: 'gallery/gallery-01.jpg',
    },
  },
  {
    slug: 'mold-inspection',
    relatedArticle: 'preventing-mold-growth-georgia-humidity',
    cityServiceSlug: 'mold-inspection',
    icon: 'Wind',
    title: 'Mold Inspection and Remediation',
    shortTitle: 'Mold Inspection',
    description:
      'Inspection and air quality testing to find where mold is growing and why, then contained removal and the moisture fixes that keep it from coming back.',
    emergencyService: false,
    meta: {
      title: 'Mold Inspection, Testing and Remediation',
      description:
        'Mold inspection, air quality testing and contained remediation for homes and businesses east of Atlanta, with the moisture fixes that stop regrowth.',
      keywords: ['mold inspection', 'mold remediation', 'air quality testing', 'mold removal', homeTownKeyword],
      image: 'gallery/gallery-05.jpg',
    },
  },
  {
    slug: 'crawl-space-cleanup',
    relatedArticle: 'preventing-mold-growth-georgia-humidity',
    cityServiceSlug: 'crawl-space-cleanup',
    icon: 'House',
    title: 'Crawl Space Cleanup',
    shortTitle: 'Crawl Space Cleanup',
    description:
      'Removal of wet insulation, debris and contamination, structural repairs, and vapor barriers that keep Georgia humidity out from under your floors.',
    emergencyService: false,
    meta: {
      title: 'Crawl Space Cleanup, Repair and Encapsulation',
      description:
        'Crawl space cleanout, insulation replacement, structural repairs and vapor barrier systems that keep humidity, odors and mold out of your home.',
      keywords: ['crawl space cleanup', 'crawl space encapsulation', 'vapor barrier', 'crawl space repair', homeTownKeyword],
      image: 'gallery/gallery-09.jpg',
    },
  },
  {
    slug: 'sewage-cleanup',
    relatedArticle: 'insurance-claims-water-damage-guide',
    cityServiceSlug: 'sewage-cleanup',
    icon: 'Biohazard',
    title: 'Sewage Cleanup',
    shortTitle: 'Sewage Cleanup',
    description:
      'Safe removal of Category 3 water from sewer backups and septic overflows, with full disinfection, odor control and disposal that follows health rules.',
    emergencyService: true,
    meta: {
      title: 'Sewage Cleanup and Sewer Backup Removal',
      description:
        'Emergency sewage backup cleanup: Category 3 water removal, disinfection, odor control and safe disposal by trained, protected technicians.',
      keywords: ['sewage cleanup', 'sewage backup', 'Category 3 water', 'septic overflow cleanup', homeTownKeyword],
      image: 'gallery/gallery-13.jpg',
    },
  },
] as const satisfies readonly ServiceSummary[];
