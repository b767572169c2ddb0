import { citySummaries } from './citySummaries';
import type { City, CitySlug } from './types';
import { withDetails } from './withDetails';

type CityDetails = Omit<City, keyof (typeof citySummaries)[number]>;

/**
 * What the city pages say about each of the six cities. Landmarks and areas are well-known public
 * places; the water risks are what actually drives calls in each town (rivers, soil, age and type of
 * housing).
 */
const cityDetails = {
  loganville: {
    landmarks: ['Loganville Town Green', 'Historic Rock Gym', 'Vines Botanical Gardens', 'Bay Creek Park'],
    neighborhoods: ['Downtown Main Street', 'Ozora Road area', 'Between', 'Walnut Grove'],
    description:
      'Loganville straddles the Walton and Gwinnett county line along US 78 and Highway 20. The old railroad town around Main Street and the Town Green is ringed by subdivisions built from the 1990s onward, and beyond them by farmland and wooded lots where many homes sit on private wells and septic systems. Growth has been fast, and a lot of the houses are now old enough for their first water heaters, supply lines and roof coverings to fail.',
    waterRisks: [
      'Creeks feeding the Alcovy River and Big Haynes Creek drain the area, so low lots flood in long rains',
      'Dense red clay sheds rain toward foundations instead of absorbing it',
      'Homes outside the city sewer rely on septic systems that back up when drain fields are saturated',
      'Many 1990s and 2000s homes sit on crawl spaces or partly finished basements',
    ],
  },
  grayson: {
    landmarks: ['Grayson Community Park and Arts Center', 'Grayson High School', 'Tribble Mill Park', 'Grayson City Hall on Grayson Parkway'],
    neighborhoods: ['Downtown Grayson', 'Grayson Highway corridor', 'Rosebud Road area', 'Tribble Mill Parkway area'],
    description:
      'Grayson keeps a small-town center along Grayson Parkway, with its community park, arts center in a historic farmhouse and Friday-night football at Grayson High. Around it, large subdivisions from the late 1990s and 2000s fill the rolling land between Lawrenceville and Loganville. Those homes are typically two stories over full basements, many finished years after the house was built, on lots graded into hillsides.',
    waterRisks: [
      'Hillside lots send runoff against uphill basement walls',
      'Basements finished after construction often hide slow leaks behind drywall and carpet',
      'Two-story homes with upstairs laundry rooms spread water through two floors when a hose fails',
      'Streams feeding Big Haynes Creek and the Alcovy River rise quickly after summer storms',
    ],
  },
  snellville: {
    landmarks: ['The Grove at Towne Center', 'T.W. Briscoe Park', 'Lenora Park', 'Piedmont Eastside Medical Center'],
    neighborhoods: ['Towne Center district', 'Centerville', 'Summit Chase', 'Lenora Church Road area'],
    description:
      'Snellville grew up at the crossroads of US 78 and Scenic Highway and now has a walkable downtown at The Grove at Towne Center. Much of the housing went up from the 1970s through the 1990s: split-levels, ranches on crawl spaces and two-story homes with basements, many now on their second or third owner. Original plumbing, aging water heaters and slab-to-basement transitions are a big share of what we see here.',
    waterRisks: [
      'Homes from the 1970s and 1980s may still have original galvanized supply lines and aging drain lines',
      'Split-level lower floors sit partly below grade and take water when gutters overflow',
      'Yellow River tributaries and neighborhood detention ponds back up during heavy storms',
      'Red clay holds water against foundation walls for days after a soaking rain',
    ],
  },
  monroe: {
    landmarks: ['Historic Walton County Courthouse', 'Davis-Edwards House', 'McDaniel-Tichenor House', 'Monroe-Walton Center for the Arts'],
    neighborhoods: ['Downtown Historic District', 'Mill village neighborhoods', 'North Broad Street corridor', 'Good Hope'],
    description:
      'Monroe is the Walton County seat, built around its 1884 courthouse and a downtown known for antiques shops. Its housing is some of the oldest in our service area: Victorian and Craftsman homes near downtown, and rows of cottages built for the cotton mill workers, most of them raised on brick piers over shallow crawl spaces. Newer subdivisions spread out along the highways toward Loganville and Social Circle.',
    waterRisks: [
      'Older mill-village cottages sit on piers over open, vented crawl spaces',
      'Aging clay and cast-iron sewer laterals crack and let roots in, causing backups',
      'The Alcovy River to the west and the Apalachee River to the east flood low ground in wet years',
      'Plaster walls and heart-pine floors in historic homes need slow, careful drying',
    ],
  },
  bethlehem: {
    landmarks: ['Bethlehem Post Office', 'Fort Yargo State Park', 'Star Street and Manger Avenue', 'Georgia 316 at Bethlehem'],
    neighborhoods: ['Bethlehem town center', 'Statham', 'Carl', 'Winder'],
    description:
      'Bethlehem is a small Barrow County town on Highway 11, best known for the Christmas postmark its post office stamps on cards from across the state. The town sits between farmland and the new subdivisions that have followed the Georgia 316 corridor between Atlanta and Athens. Much of the area is on private wells and septic systems, and many homes are newer construction on slabs or crawl spaces.',
    waterRisks: [
      'Most homes outside the town core use septic systems and private wells',
      'New construction on graded lots can settle and redirect runoff in the first years',
      'The Apalachee River and its tributaries drain the land south of town',
      'Well pumps and pressure tanks in crawl spaces and garages fail without warning',
    ],
  },
  lawrenceville: {
    landmarks: ['Historic Gwinnett County Courthouse', 'Aurora Theatre', 'Georgia Gwinnett College', 'Rhodes Jordan Wayside Park'],
    neighborhoods: ['Downtown Lawrenceville', 'Collins Hill', 'Sugarloaf Parkway corridor', 'Hurricane Shoals Road area'],
    description:
      'Lawrenceville is the Gwinnett County seat, with a historic courthouse square, the Aurora Theatre and a growing downtown. Beyond the square the city is a mix of early 1900s homes, mid-century ranches, townhome communities and large subdivisions around Collins Hill and Sugarloaf Parkway, plus a lot of rental and multifamily housing near Georgia Gwinnett College and the hospital.',
    waterRisks: [
      'The Yellow River and the Alcovy River both begin near Lawrenceville, and their creeks rise fast in storms',
      'Shared walls in townhomes and apartments let one unit\u2019s leak reach the next',
      'Mid-century ranches on crawl spaces have original ductwork and insulation that trap moisture',
      'Rapid development has increased runoff into older neighborhoods downstream',
    ],
  },
} as const satisfies Record<CitySlug, CityDetails>;

/** The six cities with everything their pages show, in the order of `citySummaries`. */
export const cities = withDetails(citySummaries, cityDetails) satisfies readonly City[];

export type ServiceCity = (typeof cities)[number];

export function findCity(slug: string): ServiceCity | undefined {
  return cities.find((city) => city.slug === slug);
}
