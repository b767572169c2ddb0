import { business } from './business';
import { cityPageSummaries } from './cityPageSummaries';
import { findCity } from './cities';
import { findServiceByCitySlug } from './services';
import type { CityPageContent, CityPageKey, FaqItem } from './types';

interface LocalContent {
  /** Why this service matters in this city: housing, foundations, rivers, sewer or septic. */
  readonly localAngle: string;
  readonly faqs: readonly FaqItem[];
}

const { onSite } = business.responseClaims;

/**
 * The part of each city page that is written for that service in that city. Two pages have no
 * FAQs on purpose, so the template's "FAQ section only when FAQs exist" rule is exercised by real
 * data: crawl-space-cleanup-grayson (most Grayson homes stand on basements, and the page says so)
 * and mold-inspection-bethlehem.
 */
const localContent = {
  'water-damage-restoration-loganville': {
    localAngle:
      'A large share of Loganville was built during the growth that followed the widening of US 78, and those homes have reached the age when the water heater, the washing machine hoses and the ice maker line installed by the builder give out. Failures like that rarely happen at a convenient hour. The other pattern we see here is storm water: dense red clay lots shed heavy rain toward the house, and crawl spaces and garage-level rooms on the low side of the lot take it in. On either side of the Walton and Gwinnett county line the response is the same crew and the same drying standard.',
    faqs: [
      {
        question: 'Do you serve both the Walton and Gwinnett sides of Loganville?',
        answer:
          'Yes. The county line runs through town, but it makes no difference to us: the same crew, response time and pricing apply on both sides, and we work with whichever insurer covers the house.',
      },
      {
        question: 'My water heater burst in the garage. Does the house need drying too?',
        answer:
          'Often, yes. Water runs under the door into the adjoining room, wicks into the bottom of the shared wall and soaks the subfloor edge. We check those areas with a meter even when the carpet looks dry.',
      },
      {
        question: 'Rain keeps getting into my crawl space after storms. Is that water damage?',
        answer:
          'Repeated storm water under the house is a drainage problem that causes water damage over time. We dry it out, and we show you where the grading, gutters or downspouts are sending water toward the foundation.',
      },
    ],
  },
  'water-damage-restoration-grayson': {
    localAngle:
      'Grayson homes are mostly two-story houses over full basements, many of them finished by the owners years after the builder left. That shapes every water job here. An upstairs laundry room sends water through a ceiling and into a second floor of drywall, and a basement finished over bare concrete hides water under carpet pad and behind the bottom plate of new walls. Houses set into hillsides take runoff against the uphill basement wall in a heavy storm, and when a sump pump quits at the same time the basement fills quickly. We open the right places, dry the cavities and leave the rest of the finish intact.',
    faqs: [
      {
        question: 'Can you save the carpet in a finished basement?',
        answer:
          'If the water is clean and we start within a day or two, the carpet itself can usually be dried and relaid, but the pad is normally replaced. Water from outside or from a drain backup means both go.',
      },
      {
        question: 'Our upstairs washer overflowed. Why are you checking the kitchen ceiling?',
        answer:
          'Water travels along joists and drips out far from the source, often over a kitchen or dining room. We trace it with moisture meters and thermal imaging so a wet ceiling cavity is not closed up and left to grow mold.',
      },
    ],
  },
  'water-damage-restoration-snellville': {
    localAngle:
      'Much of Snellville was built between the 1970s and the 1990s, and in those houses the plumbing is often original. Galvanized supply lines corrode from the inside until a joint lets go, and older water heaters tucked into closets and lower levels fail with little warning. Split-level homes add their own risk: the lower floor sits partly below grade, so overflowing gutters and clogged window wells put water straight into the family room. Because so many of these houses have been remodeled more than once, we also find layers of flooring and paneling that trap water and must be opened to dry properly.',
    faqs: [
      {
        question: 'Our split-level family room flooded in a storm. Where did the water come in?',
        answer:
          'Usually where the lower floor meets grade: a window well full of leaves, a gutter overflowing at an inside corner, or a downspout emptying against the wall. We dry the room and show you the entry point so it can be fixed.',
      },
      {
        question: 'Should we replace old galvanized pipes after a leak?',
        answer:
          'One failed galvanized joint is usually a sign of more to come, because the pipe corrodes from the inside along its whole run. We repair the water damage; a licensed plumber can tell you whether repiping makes sense.',
      },
      {
        question: 'Is wood paneling over drywall a problem when it gets wet?',
        answer:
          'It doubles the layers water has to escape through. Paneling is often removed, at least along the bottom, so the wall cavity behind it can dry and be checked for mold.',
      },
    ],
  },
  'water-damage-restoration-monroe': {
    localAngle:
      'Water damage in Monroe often means water damage in an old house. Near downtown and in the mill village, homes have plaster walls, heart-pine floors and original trim, and they sit on brick piers over open crawl spaces. Those materials react badly to fast, hot drying: plaster can crack and old floorboards can cup or split. We dry historic homes more slowly, with controlled dehumidification and daily readings, and when trim, doors or flooring have to be replaced we try to match what was there. Leaks under these houses also go unnoticed for weeks, because nobody goes under a pier foundation unless they have to.',
    faqs: [
      {
        question: 'Can plaster walls be dried, or do they have to come down?',
        answer:
          'Plaster on wood lath usually dries in place if the water was clean and we control the drying rate. We replace sections only when the keys holding plaster to the lath have failed or the wall was soaked by dirty water.',
      },
      {
        question: 'Our old heart-pine floor cupped after a leak. Will it flatten?',
        answer:
          'Often it will, if the boards are dried slowly from below as well as above. Sanding a cupped floor too early locks in the damage, so we measure moisture until the boards are back to normal first.',
      },
      {
        question: 'Do you work on homes in the downtown historic district?',
        answer:
          'Yes. We document original materials before anything is removed, save what can be saved, and match replacements as closely as we can so the house keeps its character.',
      },
    ],
  },
  'water-damage-restoration-bethlehem': {
    localAngle:
      'Around Bethlehem, many homes draw water from a private well, and that changes what a leak looks like. A well pump keeps refilling the pressure tank as long as a pipe is open, so a burst line under the house can pump water for hours until someone notices. Pressure tanks and well equipment often sit in crawl spaces or garages, where a failed fitting soaks insulation and framing before anyone sees it. Newer homes along the Georgia 316 corridor are frequently built on slabs with floating floors, and water spreads beneath that flooring far beyond the visible puddle. We find the full extent with meters and thermal imaging before we decide what to pull up.',
    faqs: [
      {
        question: 'We are on a well. How do we stop a leak before you arrive?',
        answer:
          'Turn off the breaker for the well pump as well as closing the main valve. Closing a valve alone may not help if the leak is between the tank and the valve, and the pump will keep running while the line is open.',
      },
      {
        question: 'Does a leak in a slab home need more than mopping?',
        answer:
          'Usually. Under laminate or vinyl plank flooring, water spreads across the slab and stays trapped. We check readings room by room and lift or remove flooring only where water actually went.',
      },
    ],
  },
  'water-damage-restoration-lawrenceville': {
    localAngle:
      'Lawrenceville has more townhomes, condominiums and rental houses than any other city we serve, and shared walls change a water job. A supply line that fails on the second floor of a townhome can reach the unit next door, so we often work with two owners, two insurers and a homeowners association at once. We document each unit separately, which keeps every claim clean. Around Georgia Gwinnett College and the hospital, we also work with landlords and property managers who need an occupied unit dried with the least disruption to tenants. Older homes near the courthouse square and the creeks feeding the Yellow and Alcovy rivers bring the usual storm calls too.',
    faqs: [
      {
        question: 'Water from the townhome next door came through our wall. Who pays?',
        answer:
          'That depends on where the leak started and on your association documents and policies. We document both units separately with photos and moisture readings, which gives each insurer what it needs to sort it out.',
      },
      {
        question: 'Can tenants stay in a unit while it dries?',
        answer:
          'In most clean-water losses, yes. The equipment is loud for a few days, and we plan placement and daily visits with the property manager so tenants know what to expect.',
      },
      {
        question: 'How quickly can you get to Lawrenceville at night?',
        answer: `The same as anywhere in our area: a crew is on site within ${onSite} of your call, at any hour.`,
      },
    ],
  },
  'mold-inspection-loganville': {
    localAngle:
      'Most mold we find in Loganville starts below the living space. Homes on crawl spaces and partly finished basements sit on red clay that stays damp long after a rain, and in summer the air under the house can stay well above 50% relative humidity for weeks. That moisture shows up as a musty smell in the hallway, growth on floor joists and duct wrap, or spotting along the bottom of basement walls. Houses that are closed up all day while everyone is at work make it worse. An inspection here always includes the crawl space or basement, because that is usually where the answer is.',
    faqs: [
      {
        question: 'Why does our house smell musty only in summer?',
        answer:
          'Warm, humid air reaches cool surfaces under the house and condenses, and mold grows on the damp wood and duct wrap. The smell rises through the floor. It fades in winter because the air is drier, but the growth is still there.',
      },
      {
        question: 'Is mold on crawl space joists dangerous for the house?',
        answer:
          'Surface mold on joists rarely weakens them by itself, but the moisture feeding it can lead to rot and draws termites. Cleaning the wood and controlling humidity handles both.',
      },
    ],
  },
  'mold-inspection-grayson': {
    localAngle:
      'In Grayson the typical mold call comes from a finished basement. Below-grade concrete walls stay cool all summer, and when they are framed and drywalled without a proper barrier, humid air condenses behind the drywall and mold grows where nobody can see it. Basement bedrooms and media rooms with the door closed and no supply vent are the worst cases. We check wall cavities with moisture meters and thermal imaging, sample air when it will answer a real question, and recommend a dehumidifier setting or drainage fix so the finished space stays healthy after the work is done.',
    faqs: [
      {
        question: 'Our basement feels damp but we see no mold. Should we test?',
        answer:
          'Start with a moisture check of the walls and a hygrometer reading. If humidity stays above 50% or the walls read wet, an inspection is worth it, because growth usually starts behind the drywall first.',
      },
      {
        question: 'Will a dehumidifier fix basement mold?',
        answer:
          'It prevents new growth by keeping humidity down, but it does not remove mold already growing. Existing growth has to be removed under containment, and then the dehumidifier keeps it from returning.',
      },
    ],
  },
  'mold-inspection-snellville': {
    localAngle:
      'Snellville houses from the 1970s and 1980s have a few mold patterns of their own. Bathroom exhaust fans in many of them vent into the attic instead of outside, and years of warm, wet air leave mold on the roof sheathing above the bathrooms. Original ductwork in crawl spaces sweats in summer, wetting insulation and joists. And after decades of remodeling, it is common to find new drywall over an old leak that was never dried. Our inspections here cover the attic as well as the crawl space, and we tell you whether the fix is a vent duct, a duct wrap or a remediation job.',
    faqs: [
      {
        question: 'Why is there mold in our attic above the bathroom?',
        answer:
          'Usually the bathroom fan discharges into the attic instead of through the roof or a wall. Warm, wet air condenses on the cold sheathing in winter. Extending the fan duct outside and treating the sheathing solves it.',
      },
      {
        question: 'Do you check the attic and crawl space in one visit?',
        answer:
          'Yes. In houses of this age the two are connected problems more often than not, so we inspect both and give you one report.',
      },
    ],
  },
  'mold-inspection-monroe': {
    localAngle:
      'Old Monroe homes were built to let air move through them. Adding central air conditioning, insulation and new windows over the years changed how they handle moisture, and the result is often condensation on ducts under the house, mold on the back of plaster walls in closets, and musty air in rooms that were once porches. Remediation in these houses takes more care than in new construction. Many were built before 1978, so we follow lead-safe practices whenever painted materials are disturbed, and we clean original wood and plaster instead of tearing it out whenever that is possible.',
    faqs: [
      {
        question: 'Our house was built before 1978. Does that change mold removal?',
        answer:
          'Yes. Painted surfaces in older homes may contain lead, so when remediation disturbs them we contain the area and follow lead-safe work practices to keep dust out of the rest of the house.',
      },
      {
        question: 'Can mold be cleaned off old wood instead of replacing it?',
        answer:
          'Usually. Solid wood framing, floorboards and trim can be HEPA-vacuumed, cleaned and treated. We replace wood only when it is soft or rotted.',
      },
      {
        question: 'Why is the enclosed back porch the mustiest room in the house?',
        answer:
          'Porches enclosed years ago often have no foundation vents or vapor barrier under them and sit lower than the rest of the house. Moisture from the ground collects there first.',
      },
    ],
  },
  'mold-inspection-bethlehem': {
    localAngle:
      'Mold in a new Bethlehem home surprises owners, but it has a few common causes. Houses built quickly along the Georgia 316 corridor are tight, and when an air conditioner is oversized it cools the house in short bursts without running long enough to pull moisture out of the air. Indoor humidity creeps above 50%, and closets on outside walls and the backs of furniture start to grow mold. Framing that got rained on during construction can also hold moisture through the first year or two. We measure humidity room by room and look at how the HVAC system runs, because in new construction the fix is often a setting or a dehumidifier rather than demolition.',
    faqs: [],
  },
  'mold-inspection-lawrenceville': {
    localAngle:
      'A large share of our Lawrenceville mold work is in rental housing, townhomes and apartments, where the source of the moisture and the place mold shows up can be in different units. A slow leak in a shared wall, a condensate line dripping in a mechanical closet or a neighbor\u2019s shower can feed growth next door. Landlords, property managers and tenants all need the same thing: a clear written record of what was found, what was removed and how the area tested afterward. We provide inspection reports and post-remediation verification that can be shared with owners, associations and insurers.',
    faqs: [
      {
        question: 'Can a tenant request a mold inspection?',
        answer:
          'Anyone can book an inspection, but in a rental the owner or manager usually authorizes the work. We are happy to coordinate with both sides and send the report to each.',
      },
      {
        question: 'Do you provide documentation for property managers?',
        answer:
          'Yes. Every job includes a written report with photos, moisture readings, what was removed and the verification result, which you can share with owners, associations and insurers.',
      },
    ],
  },
  'crawl-space-cleanup-loganville': {
    localAngle:
      'Crawl spaces are common under Loganville homes, and red clay makes them hard to keep dry. The clay holds water after a storm, grading that settled after construction can send runoff toward the foundation, and some crawl spaces end up with standing water after every heavy rain. Open foundation vents then pull in humid summer air, the builder\u2019s thin plastic tears, and fiberglass insulation soaks up moisture and falls. We start by finding where the water gets in, because a vapor barrier laid over a wet crawl space only hides the problem. Then we clean out, repair and seal the space so it stays dry.',
    faqs: [
      {
        question: 'Our crawl space has standing water after storms. Can it be fixed?',
        answer:
          'Yes. First we find where the water comes in, usually through grading, downspouts or a low foundation wall. Interior drainage to a sump pump, plus a sealed vapor barrier, keeps the space dry.',
      },
      {
        question: 'Is a vapor barrier enough on wet red clay?',
        answer:
          'Only if the water is dealt with first. A liner over standing water traps it. Once drainage is handled, a sealed liner keeps ground moisture out of the house.',
      },
    ],
  },
  'crawl-space-cleanup-grayson': {
    localAngle:
      'Most Grayson homes stand on full basements, so crawl space work here tends to be in the parts of a house people forget: the crawl space under a room addition, a sunroom or a screened porch that was later enclosed, or the shallow space beside a partial basement. Those areas were often built by a different contractor, with less ventilation and no vapor barrier, and they quietly feed humidity and odor into the room above. Older farmhouses near downtown Grayson also stand on crawl spaces. We clean and seal these small spaces and make sure they drain, so the addition smells as fresh as the rest of the house.',
    faqs: [],
  },
  'crawl-space-cleanup-snellville': {
    localAngle:
      'Ranch homes on crawl spaces are common in Snellville neighborhoods built in the 1970s and 1980s, and many of those crawl spaces have not been touched since. The original plastic is torn or gone, insulation hangs in strips, ductwork sweats every summer and old debris is still on the ground. Damp wood also draws termites, which are common in Georgia. Our cleanups here usually include hauling out decades of debris, replacing insulation once the framing is dry, repairing sill plates where moisture has softened them, and installing a sealed vapor barrier. We flag any termite signs for your pest control company.',
    faqs: [
      {
        question: 'Our ranch house has its original 1970s crawl space. What should we expect?',
        answer:
          'Usually torn or missing plastic, sagging insulation and some damp wood near the perimeter. A cleanout, insulation replacement and a new sealed barrier handle most of it; soft sill plates are repaired at the same time.',
      },
      {
        question: 'Do you treat for termites?',
        answer:
          'No, that takes a licensed pest control company. We point out any mud tubes or damaged wood we find and can share photos with your pest control provider.',
      },
    ],
  },
  'crawl-space-cleanup-monroe': {
    localAngle:
      'Monroe\u2019s mill-village cottages and older downtown homes sit on brick piers, often with open lattice or loose skirting between them and very little clearance underneath. Animals get in, decades of debris collect, and the ground stays damp in shade. Sealing a space like that starts with closing the perimeter, so we build or repair skirting walls before any liner goes down. Heart-pine joists in these houses are dense and durable, and most can be cleaned and kept; where they have softened at the ends we sister them rather than tearing out sound old wood.',
    faqs: [
      {
        question: 'Can you encapsulate a house on brick piers?',
        answer:
          'Yes, once the perimeter is closed in. We repair or build skirting walls between the piers first, then seal a liner to the ground and walls so the space can be kept dry.',
      },
      {
        question: 'Are old heart-pine joists worth keeping?',
        answer:
          'Almost always. Heart pine is dense and resists decay. We clean and treat it, and only reinforce or replace sections that have actually softened.',
      },
      {
        question: 'There are animals under our house. Can you clean that up?',
        answer:
          'Yes. We remove nesting material and droppings with protective equipment, sanitize the area and replace contaminated insulation. Closing the openings keeps animals from returning.',
      },
    ],
  },
  'crawl-space-cleanup-bethlehem': {
    localAngle:
      'Many newer homes around Bethlehem are built on crawl spaces, and what is under them is often exactly what the builder left: a thin sheet of plastic, scraps of lumber and drywall, and the well line and pressure tank plumbing running through the space. In the first few years the ground settles and the grading shifts, and rain that used to run away from the house starts to run toward it. We clean out construction debris, check the well plumbing for slow leaks while we are under there, and replace builder-grade plastic with a thicker sealed liner that stands up to people crawling over it for service.',
    faqs: [
      {
        question: 'Our house is only a few years old. Why is the crawl space damp?',
        answer:
          'Settling soil can change how water drains around a new house, and builder-grade plastic is thin and often incomplete. A damp crawl space in a new home is common and usually simple to correct early.',
      },
      {
        question: 'Do you check the well plumbing under the house?',
        answer:
          'We look at every line we can see while we are under there and tell you about drips or corroded fittings. Repairs to the well system itself are for your well contractor or plumber.',
      },
    ],
  },
  'crawl-space-cleanup-lawrenceville': {
    localAngle:
      'In Lawrenceville the crawl spaces that need the most work are under mid-century ranch homes near downtown and under rental houses, where years can pass without anyone looking under the floor. Original ductwork and insulation, open vents and bare ground add up to high humidity in the rooms above. Much of our work here is tied to a sale: a buyer\u2019s home inspector flags moisture or mold under the house, and the seller needs it corrected and documented before closing. We provide before-and-after photos and moisture readings that can go straight to the buyer and the lender.',
    faqs: [
      {
        question: 'A home inspector flagged our crawl space. Can you fix it before closing?',
        answer:
          'Usually, yes. Most cleanouts and vapor barrier installations take a day or two. We provide a written scope, before-and-after photos and moisture readings to share with the buyer.',
      },
      {
        question: 'Do landlords need to worry about crawl spaces?',
        answer:
          'Yes. Moisture under a rental shows up as tenant complaints about odors, soft floors and mold. A sealed crawl space is one of the cheapest ways to prevent those calls.',
      },
    ],
  },
  'sewage-cleanup-loganville': {
    localAngle:
      'Loganville is split between homes on the city sewer and homes on septic systems, and the two fail differently. On the city system a sewage backup usually comes from a blocked main line or lateral, and it appears at the lowest drain in the house. On septic, a long, soaking rain can saturate the drain field until the tank cannot empty, and sewage backs up into tubs and floor drains. In either case the water is Category 3 and the cleanup is the same: containment, removal of everything porous it touched, disinfection and drying. We also tell you who to call next, a plumber or a septic contractor, so it does not happen again.',
    faqs: [
      {
        question: 'Our septic backed up after heavy rain. Should we stop using water?',
        answer:
          'Yes. Stop running the washer, dishwasher and showers until the drain field recovers or the tank is pumped. Every gallon you add has nowhere to go but back into the house.',
      },
      {
        question: 'How do I know if the problem is our line or the city main?',
        answer:
          'If every drain in the house backs up, the blockage is in your line or the main. A plumber with a camera can tell. We clean up either way and document it for your insurer.',
      },
    ],
  },
  'sewage-cleanup-grayson': {
    localAngle:
      'In Grayson the basement is where sewage shows up first. The floor drain and the basement bathroom are the lowest fixtures in the house, so any blockage in the main line fills them before anything else. Basement bathrooms that sit below the sewer line rely on an ejector pump, and when that pump fails or loses power in a storm, the basin overflows into a finished room. We remove the contaminated carpet, pad and lower drywall, disinfect the framing and slab, and dry the space before it is rebuilt. A backwater valve or an alarm on the ejector basin is often worth adding afterward.',
    faqs: [
      {
        question: 'What is an ejector pump, and why did it flood our basement?',
        answer:
          'A basement bathroom below the sewer line drains into a sealed basin, and the ejector pump lifts the waste up to the main line. If the pump fails or loses power, the basin fills and overflows through the lowest fixture.',
      },
      {
        question: 'Will a backwater valve stop future backups?',
        answer:
          'A properly installed backwater valve stops sewage from the main from flowing back into your basement. A plumber can tell you whether your line can take one.',
      },
    ],
  },
  'sewage-cleanup-snellville': {
    localAngle:
      'Snellville neighborhoods from the 1970s and 1980s have mature trees and, in many cases, their original clay or cast-iron sewer laterals. Roots find the joints and cracks in those pipes, grow inside them and catch everything that flows past, until a holiday with a full house finally backs the line up. In split-level homes, sewage surfaces in the lower-level bathroom or laundry first. We clean up and disinfect the affected rooms, and we recommend having the line scoped by a plumber, because a root-bound lateral will back up again until it is cleared or replaced.',
    faqs: [
      {
        question: 'Why does our sewer line back up every year or two?',
        answer:
          'In older Snellville homes it is usually tree roots growing into joints of a clay or cast-iron lateral. Clearing the roots gives temporary relief; lining or replacing the pipe ends the cycle.',
      },
      {
        question: 'Where is the sewer cleanout on our house?',
        answer:
          'Usually a capped pipe a few inches above ground near the foundation or close to the street, often along the side where the main bathroom is. A plumber uses it to clear the line without going through the house.',
      },
    ],
  },
  'sewage-cleanup-monroe': {
    localAngle:
      'In Monroe\u2019s older homes the sewage problem is often under the floor. Cast-iron drain lines running through pier-and-beam crawl spaces crack with age, and a slow leak can soak the ground under a bathroom for months before the smell gives it away. Older clay laterals between the house and the city main also let roots in and collapse. Cleaning up sewage in a crawl space means removing contaminated soil and insulation, disinfecting joists and subfloor from below, and replacing the vapor barrier. Inside, plaster and old wood floors can often be disinfected rather than replaced when contamination is caught early.',
    faqs: [
      {
        question: 'We smell sewage but see nothing inside. Where should we look?',
        answer:
          'Under the house. A cracked cast-iron drain leaking into the crawl space is a common cause in older homes. We inspect, clean up the contaminated soil and insulation, and show you the pipe for your plumber.',
      },
      {
        question: 'Can old hardwood floors be saved after a sewage backup?',
        answer:
          'Sometimes. If contamination was brief and the boards are sealed, they can be cleaned, disinfected and dried. Boards that absorbed sewage, or subfloor underneath, have to be replaced.',
      },
    ],
  },
  'sewage-cleanup-bethlehem': {
    localAngle:
      'Most homes around Bethlehem have their own septic system and their own well, which makes a sewage backup a two-part problem. Inside, the cleanup is the same Category 3 work as anywhere: remove contaminated materials, disinfect and dry. Outside, a septic tank that overflows or a drain field that surfaces can send sewage toward the wellhead, especially on a sloping lot after heavy rain. If that happens, the well should be disinfected and the water tested before anyone drinks it. We clean up the house, help you document the loss, and point you to the county health department for well testing.',
    faqs: [
      {
        question: 'Our septic overflowed near the well. Is the water safe?',
        answer:
          'Do not drink it until it has been tested. Use bottled water, have the well disinfected, and ask the county health department about a bacteria test. We can clean up the house in the meantime.',
      },
      {
        question: 'How often should a septic tank be pumped?',
        answer:
          'Every three to five years is typical for a family home, sooner with a garbage disposal or a large household. A tank that is never pumped sends solids into the drain field, which is the costly part to replace.',
      },
    ],
  },
  'sewage-cleanup-lawrenceville': {
    localAngle:
      'In Lawrenceville sewage calls often involve more than one unit or a business. In apartments and stacked condominiums, a blockage in a shared drain stack backs up into the lowest unit on the line, while the units above keep draining into it. Around the courthouse square and the commercial corridors, restaurants and offices need sewage cleaned up fast and documented for health inspectors and landlords. We work after hours when a business needs to open in the morning, keep contaminated areas sealed from occupied spaces, and provide the paperwork owners and managers need.',
    faqs: [
      {
        question: 'Sewage came up in our ground-floor unit from the units above. What now?',
        answer:
          'Ask the association or manager to have everyone above stop using water, then call us. We contain and clean your unit and document the loss; the cause in the shared stack is usually the association\u2019s to repair.',
      },
      {
        question: 'Can you clean a restaurant or office overnight?',
        answer:
          'Yes. We schedule commercial sewage cleanup after hours when we can, keep the area sealed, and leave written documentation of what was cleaned and disinfected.',
      },
    ],
  },
} as const satisfies Record<CityPageKey, LocalContent>;

/** The 24 city pages with everything each one shows, in the order of `cityPageSummaries`. */
export const cityPages: readonly CityPageContent[] = cityPageSummaries.map((summary): CityPageContent => {
  const service = findServiceByCitySlug(summary.serviceSlug);
  const city = findCity(summary.locationSlug);
  if (!service || !city) throw new Error(`No service or city content for ${summary.path}.`);
  const local: LocalContent = localContent[`${summary.serviceSlug}-${summary.locationSlug}`];
  return {
    ...summary,
    serviceDescription: service.description,
    serviceDetails: service.details,
    localInfo: {
      description: city.description,
      landmarks: city.landmarks,
      neighborhoods: city.neighborhoods,
    },
    localAngle: local.localAngle,
    faqs: local.faqs,
  };
});

export function findCityPage(serviceSlug: string, citySlug: string): CityPageContent | undefined {
  return cityPages.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}

export function findCityPageByPath(path: string): CityPageContent | undefined {
  return cityPages.find((page) => page.path === path);
}
