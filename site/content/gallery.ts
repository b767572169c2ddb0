import type { GalleryImage } from './types';

/** How many images the home page gallery shows before 'See More Work'. */
export const galleryInitialCount = 4;

/**
 * Work photos, in display order (the first four are shown collapsed, so they carry the range of
 * services). Files live in `site/assets/gallery/`; a real photo saved under the same name replaces
 * the placeholder with no code change.
 */
export const galleryImages = [
  {
    src: 'gallery-01.jpg',
    alt: 'Air movers and a commercial dehumidifier drying a living room after a burst pipe, with the carpet pulled back',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-02.jpg',
    alt: 'Technician in a respirator and protective suit inside a plastic mold containment in a basement',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-03.jpg',
    alt: 'Crawl space after cleanup with a new white vapor barrier sealed to the foundation walls and piers',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-04.jpg',
    alt: 'Truck-mounted extraction hose running through the front door of a flooded home at night',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-05.jpg',
    alt: 'Black mold growth on the back of drywall removed from a bathroom wall',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-06.jpg',
    alt: 'Kitchen with the lower cabinets removed and the drywall cut two feet up the wall for drying',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-07.jpg',
    alt: 'Thermal camera screen showing a cool blue patch of hidden water spreading across a ceiling',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-08.jpg',
    alt: 'Finished basement with wet carpet and pad removed, exposing the concrete slab and tack strips',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-09.jpg',
    alt: 'Fallen, water-soaked fiberglass insulation hanging from floor joists in a damp crawl space',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-10.jpg',
    alt: 'Technician taking a pin-meter moisture reading at the base of a hallway wall',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-11.jpg',
    alt: 'Storm-damaged roof covered with a blue tarp after a fallen tree branch was removed',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-12.jpg',
    alt: 'Restored living room with new hardwood flooring, fresh baseboards and painted walls after water damage',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-13.jpg',
    alt: 'Crew in protective gear disinfecting a basement bathroom after a sewage backup',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-14.jpg',
    alt: 'Sister joists bolted alongside water-damaged floor joists under an older home',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-15.jpg',
    alt: 'Boxes of cleaned belongings labeled by room on shelves in a content storage area',
    width: 1200,
    height: 900,
  },
  {
    src: 'gallery-16.jpg',
    alt: 'HEPA air scrubber with ducting venting out a window during mold remediation',
    width: 1200,
    height: 900,
  },
] as const satisfies readonly GalleryImage[];
