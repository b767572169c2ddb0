import { articleSummaries } from './articleSummaries';
import { business } from './business';
import { withDetails } from './withDetails';
import type { Article, ArticleBlock, ArticleSlug } from './types';

export { blogCategories, type BlogCategoryChip } from './articleSummaries';

const { onSite } = business.responseClaims;

/** The text of each article, by slug: only the article page downloads it. */
const articleDetails = {
  'emergency-water-damage-response-24-hours': {
    content: [
      {
        type: 'paragraph',
        text: 'What happens in the first day after water gets loose in a house decides how much of it can be dried and how much has to be torn out. Drywall wicks water upward, carpet pad holds it against the subfloor, and mold can start within 24 to 48 hours. None of that means you should panic. It means a few simple steps, done in the right order, save a lot of money.',
      },
      { type: 'heading', text: 'Hour one: make it safe and stop the water' },
      {
        type: 'list',
        items: [
          'If water is near outlets, cords or the breaker panel, stay out of it. Turn off power to the affected rooms only if you can reach the panel from a dry spot.',
          'Close the main water valve. It is usually where the supply line enters the house, in a basement, crawl space, garage or a box near the street. On a private well, also switch off the well pump breaker.',
          'If the water came from a toilet, a floor drain or outside, treat it as contaminated. Keep children and pets away and wear gloves.',
        ],
      },
      { type: 'heading', text: 'Hours one to three: document and protect' },
      {
        type: 'paragraph',
        text: 'Before you move anything, take photos and a short video of every wet room, the source of the leak and any damaged belongings. Insurers want to see the loss as it was. Then move rugs, electronics, papers and furniture out of the water, and put aluminum foil or plastic under furniture legs that must stay on wet carpet so stain and rust do not transfer.',
      },
      {
        type: 'paragraph',
        text: `Call a restoration company as soon as the source is stopped. Our crews are on site within ${onSite}, and the sooner extraction starts, the more drywall, flooring and cabinetry stays in place. Call your insurance agent too, but do not wait for an adjuster before starting mitigation: policies expect you to prevent further damage.`,
      },
      { type: 'heading', text: 'What not to do' },
      {
        type: 'list',
        items: [
          'Do not use a household vacuum to pick up water; it is an electrical hazard and will not remove enough water to matter.',
          'Do not turn the heat up to dry things out. Heat without dehumidification raises humidity and speeds up mold growth.',
          'Do not lift wet carpet off its tack strip yourself unless the water was clean and you can dry the subfloor underneath.',
          'Do not throw out damaged items before they are photographed and listed for your claim.',
        ],
      },
      { type: 'heading', text: 'The rest of the first day' },
      {
        type: 'paragraph',
        text: 'Once extraction is done, professional drying begins: air movers, dehumidifiers and, where needed, small holes at the bottom of walls to dry the cavity behind them. Expect the equipment to run for several days and a technician to check readings daily. Keep interior doors open, leave the air conditioning running at a normal setting and resist turning equipment off at night; it works best when it runs continuously.',
      },
    ],
  },
  'preventing-mold-growth-georgia-humidity': {
    content: [
      {
        type: 'paragraph',
        text: 'Mold needs three things: a surface it can feed on, mild temperatures and moisture. The first two are present in every house. Moisture is the one you can control, and in Georgia, with long, humid summers and afternoon thunderstorms, it takes deliberate effort.',
      },
      { type: 'heading', text: 'Know your number: relative humidity' },
      {
        type: 'paragraph',
        text: 'Indoors, aim to keep relative humidity below 50%. Mold and dust mites thrive when humidity stays above that for long stretches, and above 60% growth on cool surfaces becomes likely. A digital hygrometer costs less than a tank of gas; put one in the basement, one upstairs and check them through the summer. If the basement reads 65% while the main floor reads 48%, you know where to focus.',
      },
      { type: 'heading', text: 'Basements and crawl spaces' },
      {
        type: 'list',
        items: [
          'Run a dehumidifier in basements set to about 45 to 50% and drain it to a floor drain or pump so it runs without emptying a bucket.',
          'Keep gutters clean and extend downspouts at least several feet from the foundation. Red clay sheds water toward walls instead of soaking it up.',
          'Check the crawl space once a season with a flashlight: sagging or fallen insulation, standing water and condensation on ducts all mean too much moisture.',
          'Consider closing crawl space vents and sealing the space. In humid weather open vents let in wet air that condenses on cooler surfaces underneath the house.',
        ],
      },
      { type: 'heading', text: 'Bathrooms, kitchens and laundry' },
      {
        type: 'paragraph',
        text: 'Run the bathroom fan during every shower and for 20 minutes after, and make sure the fan vents outside, not into the attic. Use the range hood when cooking. Check that the dryer vents outdoors and the lint line is clear. These everyday sources add gallons of water to indoor air each week.',
      },
      { type: 'heading', text: 'Your air conditioner is a dehumidifier' },
      {
        type: 'paragraph',
        text: 'Air conditioning removes moisture as it cools, but only when it runs long enough. An oversized unit that cools the house in short bursts leaves it cold and clammy. If your home feels damp at a comfortable temperature, ask an HVAC contractor to check the system size, fan setting and refrigerant charge. Keep the fan on Auto rather than On, so water collected on the coil drains away instead of blowing back into the house.',
      },
      { type: 'heading', text: 'Act fast after any leak' },
      {
        type: 'paragraph',
        text: 'Mold can begin growing within 24 to 48 hours of a leak. Dry small spills right away, and for anything that soaks drywall, insulation or carpet pad, get the materials measured and dried professionally. If you already see growth larger than a few square feet, or smell mustiness you cannot trace, an inspection will find the moisture source before it spreads.',
      },
    ],
  },
  'insurance-claims-water-damage-guide': {
    content: [
      {
        type: 'paragraph',
        text: 'A water damage claim is stressful mostly because it is unfamiliar. Once you understand what insurers look for, the process is predictable. This guide covers what is usually covered, what to document, how adjusters work, and how direct billing keeps you out of the middle.',
      },
      { type: 'heading', text: 'What policies usually cover' },
      {
        type: 'paragraph',
        text: 'Standard homeowners policies generally cover water damage that is sudden and accidental: a supply line that bursts, a water heater that fails, an appliance hose that splits. They generally exclude damage from long-term, repeated leaks, from lack of maintenance, and from flood water rising from outside, which requires separate flood insurance. Sewer and drain backups are often excluded unless you added a water backup endorsement. Read your declarations page or ask your agent which of these apply to you.',
      },
      { type: 'heading', text: 'Your duty to mitigate' },
      {
        type: 'paragraph',
        text: 'Nearly every policy requires you to take reasonable steps to prevent further damage. Waiting days for an adjuster while water sits is the most expensive mistake homeowners make, and insurers may decline the damage that waiting caused. Stop the source, call a restoration company to extract and dry, and report the claim. Mitigation work is normally part of the covered loss.',
      },
      { type: 'heading', text: 'Document everything' },
      {
        type: 'list',
        items: [
          'Photos and video of every affected room before anything is moved, including the source of the leak.',
          'A list of damaged belongings with approximate age and value; receipts help but are not always required.',
          'Moisture readings and drying logs from your restoration company, which show the extent of the water and that drying was done properly.',
          'Every conversation with the insurer: date, name and what was said, plus your claim number on every email.',
          'Receipts for emergency expenses such as hotel stays or meals if the house was not livable.',
        ],
      },
      { type: 'heading', text: 'Working with the adjuster' },
      {
        type: 'paragraph',
        text: 'The adjuster will inspect the damage, review the restoration company\u2019s documentation and estimate, and determine what the policy pays. Most restoration estimates are written in the same estimating software insurers use, so line items can be compared directly. It helps to have your restoration contractor present at the inspection to explain moisture readings and why certain materials had to be removed.',
      },
      { type: 'heading', text: 'Direct billing' },
      {
        type: 'paragraph',
        text: 'With direct billing, the restoration company sends its invoice and documentation to your insurer and is paid by the insurer, and you pay only your deductible and anything outside coverage. We bill insurers directly on covered claims, which means you are not fronting thousands of dollars or relaying technical questions between the office and the adjuster.',
      },
      { type: 'heading', text: 'Common mistakes to avoid' },
      {
        type: 'list',
        items: [
          'Throwing away damaged materials or belongings before they are photographed and listed.',
          'Closing up walls or installing new flooring before drying is confirmed with readings.',
          'Signing a final release before all work, including repairs, is complete.',
          'Assuming a denial is final; ask for the reason in writing and the policy language it relies on.',
        ],
      },
    ],
  },
  'seasonal-water-damage-risks-gwinnett-county': {
    content: [
      {
        type: 'paragraph',
        text: 'Water damage in Gwinnett County follows the calendar. The mild climate means homeowners here do not think about freezing pipes much, and the humid summers mean moisture problems build slowly. Here is what we see each season and what you can do ahead of it.',
      },
      { type: 'heading', text: 'Winter: the few hard freezes' },
      {
        type: 'paragraph',
        text: 'Metro Atlanta gets only a handful of nights each winter in the teens, but that is when pipes in exterior walls, crawl spaces and attics freeze, because houses here are not built for it. Before a hard freeze, disconnect garden hoses, cover outdoor spigots, open sink cabinets on exterior walls and let a faucet drip. Know where your main shutoff is: a frozen pipe often leaks only after it thaws.',
      },
      { type: 'heading', text: 'Spring: storms and saturated ground' },
      {
        type: 'paragraph',
        text: 'Spring brings the heaviest rains and severe thunderstorms. Red clay soil drains slowly, so water pools against foundations, seeps into basements and stands in crawl spaces. Wind-driven rain finds gaps in flashing and around windows. Walk the house after the first big storm of the season and look for water stains on basement walls, damp carpet at the edges and puddles that stay against the foundation.',
      },
      { type: 'heading', text: 'Summer: humidity and air conditioning' },
      {
        type: 'paragraph',
        text: 'Summer is mold season. Long stretches above 70% outdoor humidity push moisture into crawl spaces and basements, and air conditioning condensate lines clog with algae and overflow into ceilings and closets. Pour a cup of distilled vinegar into the condensate line each month or so, check that the secondary drain pan is dry, and keep indoor humidity below 50%.',
      },
      { type: 'heading', text: 'Fall: leaves and gutters' },
      {
        type: 'paragraph',
        text: 'Gwinnett\u2019s tree cover is beautiful until it lands in the gutters. Clogged gutters overflow at inside corners and dump water against siding and foundation walls, often exactly where the soil already slopes the wrong way. Clean gutters after the leaves drop, make sure downspouts discharge well away from the house, and replace washing machine and ice maker supply hoses every five years or so while you are thinking about maintenance.',
      },
      { type: 'heading', text: 'All year: the appliances' },
      {
        type: 'list',
        items: [
          'Water heaters last roughly 8 to 12 years; a rusty tank bottom or water in the drain pan means it is time to plan a replacement.',
          'Braided stainless supply lines are cheap insurance for toilets, sinks and washers.',
          'A few inexpensive water leak alarms under sinks, behind the washer and beside the water heater turn a flood into a puddle.',
        ],
      },
    ],
  },
} as const satisfies Record<ArticleSlug, { readonly content: readonly ArticleBlock[] }>;

/** The four resource articles with their text, in the order of `articleSummaries`. */
export const articles = withDetails(articleSummaries, articleDetails) satisfies readonly Article[];

export type BlogArticle = (typeof articles)[number];

export function findArticle(slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}
