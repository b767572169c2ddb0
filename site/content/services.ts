import { business } from './business';
import { serviceSummaries } from './serviceSummaries';
import { withDetails } from './withDetails';
import type { CityServiceSlug, Service, ServicePageSlug, ServiceSummary } from './types';

const { onSite, typicalJob } = business.responseClaims;

type ServiceDetails = Omit<Service, keyof ServiceSummary>;

/** What each service page says beyond its summary: the opening, the six details, the process and the FAQs. */
const serviceDetails = {
  'water-restoration': {
    longDescription: [
      `Water keeps moving after the leak stops. It wicks up drywall, soaks into subfloors and pads, and settles under cabinets where nobody can see it. Our crew is on site within ${onSite}, day or night, to stop the source, pull out standing water and start drying before swelling and mold set in.`,
      `We measure moisture in every affected wall and floor, set air movers and dehumidifiers to match the room, and log readings daily until materials reach dry standard. Most residential jobs are dried and wrapped up in ${typicalJob}; when drywall, flooring or cabinets have to come out, we rebuild them too, so you deal with one company from the first call to the final walkthrough.`,
    ],
    details: [
      'Emergency water extraction',
      'Structural drying and dehumidification',
      'Moisture detection and monitoring',
      'Content restoration and cleaning',
      'Flood cleanup',
      'Complete reconstruction',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Emergency Contact and Assessment',
        description: `You call any hour and a technician is on site within ${onSite}. We stop the source, check for electrical hazards, map the wet areas with meters and thermal imaging, and photograph everything for your insurer.`,
      },
      {
        step: 2,
        title: 'Water Extraction',
        description:
          'Truck-mounted and portable extractors remove standing water and pull water out of carpet and pad. The faster the bulk water is out, the less drying the building needs.',
      },
      {
        step: 3,
        title: 'Drying and Dehumidification',
        description:
          'Air movers and commercial dehumidifiers are placed for each room, with wall cavities vented where needed. We take readings every day and adjust the equipment until materials reach dry standard.',
      },
      {
        step: 4,
        title: 'Cleaning and Sanitizing',
        description:
          'Affected surfaces are cleaned and treated with antimicrobials, belongings are cleaned or packed out, and anything that cannot be saved is documented before it is discarded.',
      },
      {
        step: 5,
        title: 'Restoration and Repairs',
        description:
          'We replace drywall, insulation, trim, flooring and cabinets that had to be removed, then walk the finished job with you so the house looks the way it did before the water.',
      },
    ],
    faqs: [
      {
        question: 'What should I do while I wait for the crew?',
        answer:
          'Shut off the water at the main valve, turn off power to wet rooms at the breaker if you can reach it safely, move valuables and rugs off wet floors, and take photos. Do not use a household vacuum on standing water.',
      },
      {
        question: 'Can wet drywall be dried, or does it have to be replaced?',
        answer:
          'Drywall wet with clean water for a short time can usually be dried in place once the cavity is vented. Drywall that has swollen, crumbled or been soaked by gray or black water is cut out and replaced.',
      },
      {
        question: 'How do you know when everything is dry?',
        answer:
          'We compare readings from affected materials with readings from unaffected ones in the same house. Equipment stays until they match, and the daily log goes to you and your adjuster.',
      },
    ],
  },
  'mold-inspection': {
    longDescription: [
      'A musty smell, spotting on a bathroom ceiling or allergy symptoms that ease when you leave the house are often the first signs of hidden mold. Our inspection finds the moisture that feeds it: a slow plumbing leak, condensation on ducts, a wet crawl space or a roof flashing that lets rain in.',
      'When remediation is needed we seal off the work area under negative air pressure, remove contaminated materials, HEPA-vacuum and clean the rest, and verify the result before the containment comes down. Killing mold without fixing the moisture only buys time, so every job ends with a written prevention plan.',
    ],
    details: [
      'Mold inspection',
      'Air quality testing',
      'Safe removal and remediation',
      'Containment and air filtration',
      'Post-remediation verification',
      'Prevention strategies',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Inspection and Testing',
        description:
          'A visual inspection with moisture meters and thermal imaging, plus air or surface samples when they will answer a real question, to learn what is growing, how far it has spread and where the water comes from.',
      },
      {
        step: 2,
        title: 'Containment',
        description:
          'Plastic barriers, sealed vents and HEPA air scrubbers keep spores inside the work area and out of the rest of the house while we work.',
      },
      {
        step: 3,
        title: 'Removal and Cleaning',
        description:
          'Porous materials with growth are bagged and removed; framing and other hard surfaces are HEPA-vacuumed, cleaned and treated. The moisture source is repaired at the same time.',
      },
      {
        step: 4,
        title: 'Verification and Prevention',
        description:
          'Before the containment comes down, the area is checked visually, with moisture readings and, when agreed, clearance testing. You get a report and a plan to keep humidity in check.',
      },
    ],
    faqs: [
      {
        question: 'Do I need mold testing if I can already see mold?',
        answer:
          'Not always. Visible growth tells us mold is there; testing helps when you need to know whether it has spread beyond what you can see, or when a buyer, landlord or doctor asks for documentation.',
      },
      {
        question: 'Will bleach get rid of mold?',
        answer:
          'Bleach can lighten stains on hard, non-porous surfaces, but it does not reach roots in drywall or wood and adds water to the problem. Porous materials with growth need to be removed under containment.',
      },
      {
        question: 'Can we stay in the house during remediation?',
        answer:
          'In most cases, yes. Containment and negative air pressure keep the work area separate. We will tell you if a job is large enough, or a family member sensitive enough, that staying elsewhere for a few days is wiser.',
      },
    ],
  },
  'crawl-space-cleanup': {
    longDescription: [
      'Up to half the air on the first floor of a house with a crawl space can rise from below it. When that space is damp, the smell, the humidity and the mold spores come up through the floor, and sagging insulation, rusting ductwork and soft joists follow.',
      'We clear out debris and fallen insulation, clean and treat the framing, repair damaged joists and sill plates, and install moisture and vapor barrier systems sized for the space. The result is a crawl space you can inspect with a flashlight instead of one you avoid.',
    ],
    details: [
      'Debris and contamination removal',
      'Moisture barrier installation',
      'Insulation replacement',
      'Structural repairs',
      'Vapor barrier systems',
      'Air quality improvement',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Crawl Space Inspection',
        description:
          'We go under the house with lights, meters and a camera, check wood moisture and relative humidity, and show you photos of what we find before recommending anything.',
      },
      {
        step: 2,
        title: 'Cleanout and Decontamination',
        description:
          'Old plastic, fallen insulation, construction debris and any animal or sewage contamination are removed and bagged, and the framing is cleaned and treated.',
      },
      {
        step: 3,
        title: 'Repairs and Insulation',
        description:
          'Rotted sill plates and soft joists are sistered or replaced, and insulation is replaced once the wood is dry so it does not trap moisture against the floor.',
      },
      {
        step: 4,
        title: 'Moisture Control and Encapsulation',
        description:
          'A sealed vapor barrier on the ground and walls, drainage where water enters, and a dehumidifier when the space needs one keep humidity in a safe range year-round.',
      },
    ],
    faqs: [
      {
        question: 'Should crawl space vents stay open in summer?',
        answer:
          'In humid Georgia summers open vents often let in warm, wet air that condenses on cool ducts and framing. Sealing the vents as part of encapsulation usually keeps the space drier than venting does.',
      },
      {
        question: 'Is a vapor barrier the same as encapsulation?',
        answer:
          'A vapor barrier is the plastic on the ground. Encapsulation seals that liner up the walls and around piers, closes the vents and controls humidity, so the crawl space becomes part of the conditioned house.',
      },
      {
        question: 'How can I tell if my crawl space has a problem?',
        answer:
          'A musty smell on the first floor, cupping hardwood, soft spots, more bugs than usual, or condensation on ductwork are the common signs. A flashlight look at the insulation often confirms it: wet insulation sags or falls.',
      },
    ],
  },
  'sewage-cleanup': {
    longDescription: [
      'Sewage carries bacteria, viruses and parasites, and it soaks into everything porous it touches. A backed-up floor drain, an overflowing toilet on an upper floor or a septic system that surcharges in a storm is a health hazard, not a mop-and-bucket job.',
      `Our technicians arrive in protective equipment within ${onSite}, contain the area, remove the contaminated water and materials, and disinfect every surface that was exposed. We dispose of waste the way the rules require, dry the structure, and document the loss for your insurer.`,
    ],
    details: [
      'Category 3 water removal',
      'Complete sanitization',
      'Odor elimination',
      'Structural cleaning and disinfection',
      'Safe disposal of contaminated materials',
      'Health and safety compliance',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Safety Assessment and Containment',
        description:
          'We check for electrical and structural hazards, seal off the affected rooms so contamination is not tracked through the house, and identify the source of the backup.',
      },
      {
        step: 2,
        title: 'Removal and Disposal',
        description:
          'Sewage is extracted, and carpet, pad, drywall and insulation it touched are removed and disposed of according to health regulations.',
      },
      {
        step: 3,
        title: 'Cleaning and Disinfection',
        description:
          'Every exposed surface is cleaned and disinfected with hospital-grade products, including framing, subfloor and the lower parts of walls.',
      },
      {
        step: 4,
        title: 'Drying, Deodorizing and Verification',
        description:
          'The structure is dried to verified readings and treated for odor, and we confirm the area is clean before rebuilding begins.',
      },
    ],
    faqs: [
      {
        question: 'Is sewage cleanup covered by homeowners insurance?',
        answer:
          'A sudden backup is often covered only if the policy has a sewer or water backup endorsement. We document the loss either way and can bill your insurer directly when it is covered.',
      },
      {
        question: 'Can carpet be cleaned after a sewage backup?',
        answer:
          'No. Carpet and pad soaked with sewage cannot be made safe and must be removed. Hard flooring, framing and many hard-surfaced belongings can be cleaned and disinfected.',
      },
      {
        question: 'Is it safe to stay in the house?',
        answer:
          'Keep children, pets and anyone with a weakened immune system away from the affected area. If the only bathroom or the kitchen is involved, plan to stay elsewhere until the area is cleaned.',
      },
    ],
  },
} as const satisfies Record<ServicePageSlug, ServiceDetails>;

/** The four core services: the /services cards, the four service pages and the 24 city pages. */
export const services = withDetails(serviceSummaries, serviceDetails) satisfies readonly Service[];

export type CoreService = (typeof services)[number];

/** Service page slug -> city page slug; written out so the one difference is visible at a glance. */
export const cityServiceSlugByServicePage = {
  'water-restoration': 'water-damage-restoration',
  'mold-inspection': 'mold-inspection',
  'crawl-space-cleanup': 'crawl-space-cleanup',
  'sewage-cleanup': 'sewage-cleanup',
} as const satisfies Record<ServicePageSlug, CityServiceSlug>;

export const servicePageSlugByCityService = {
  'water-damage-restoration': 'water-restoration',
  'mold-inspection': 'mold-inspection',
  'crawl-space-cleanup': 'crawl-space-cleanup',
  'sewage-cleanup': 'sewage-cleanup',
} as const satisfies Record<CityServiceSlug, ServicePageSlug>;

export function findService(slug: string): CoreService | undefined {
  return services.find((service) => service.slug === slug);
}

export function findServiceByCitySlug(slug: string): CoreService | undefined {
  return services.find((service) => service.cityServiceSlug === slug);
}
