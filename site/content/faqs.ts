import { business } from './business';
import { countyList } from './phrases';
import type { FaqItem } from './types';

const { onSite, typicalJob } = business.responseClaims;

/** The /faq page's twelve questions; the page also emits them as FAQPage JSON-LD. */
export const faqs = [
  {
    question: 'How quickly can you respond to a water emergency?',
    answer: `We answer the phone 24/7, including nights, weekends and holidays, and a crew is typically on site within ${onSite} anywhere in our service area. The first hour matters: the sooner standing water is removed, the less drywall, flooring and cabinetry has to be replaced.`,
  },
  {
    question: 'What should I do right after I discover water damage?',
    answer:
      'Stop the source if you can: close the main water valve, or turn off the well pump breaker on a private well. Turn off power to wet rooms if the breaker panel is dry and safe to reach. Move valuables, rugs and electronics out of the water, take photos for your insurer, and call us. Do not use a household vacuum on standing water.',
  },
  {
    question: 'What are the categories of water damage?',
    answer:
      'The industry sorts water by contamination. Category 1 is clean water, such as a broken supply line. Category 2 is gray water with some contamination, such as a washing machine or dishwasher overflow. Category 3 is black water, such as sewage or flood water from outside, and it requires removal of porous materials and full disinfection. Clean water left standing can become Category 2 or 3 within a day or two.',
  },
  {
    question: 'How fast can mold start growing after water damage?',
    answer:
      'Mold can begin to grow within 24 to 48 hours on wet drywall, wood, carpet pad and insulation. That is why fast extraction and drying matter, and why we measure moisture inside walls and floors instead of relying on surfaces that look dry.',
  },
  {
    question: 'What indoor humidity level encourages mold?',
    answer:
      'Keep indoor relative humidity below 50%. Above that, and especially above 60% for long stretches, mold and dust mites thrive, which is common in Georgia summers in basements and crawl spaces. An inexpensive hygrometer tells you where you stand, and a dehumidifier or HVAC adjustment usually fixes it.',
  },
  {
    question: 'How long does the restoration process take?',
    answer: `Drying a typical home takes three to five days with professional equipment, and most residential jobs, including cleanup and minor repairs, are complete in ${typicalJob}. Larger losses that need new drywall, cabinets or flooring take longer, and we give you a schedule once we know the extent.`,
  },
  {
    question: 'Do you work with insurance companies?',
    answer:
      'Yes. We work with all major insurers and bill them directly, so you usually pay only your deductible. We document the loss with photos, moisture maps and daily drying logs, prepare an itemized estimate in the format adjusters use, and meet the adjuster on site when needed.',
  },
  {
    question: 'Will my homeowners insurance cover water damage?',
    answer:
      'Most policies cover sudden and accidental water damage, such as a burst pipe or a failed water heater. Damage from long-term leaks, lack of maintenance or rising flood water usually is not covered, and sewer backups often need a separate endorsement. Check your declarations page or call your agent; we can help you understand what the adjuster will look for.',
  },
  {
    question: 'Are your technicians certified?',
    answer: `Yes. Our technicians are IICRC certified in water damage restoration and applied structural drying, with additional training in mold remediation and sewage cleanup. ${business.name} is fully licensed and insured, and we follow the IICRC standards that insurers and inspectors rely on.`,
  },
  {
    question: 'Is it safe to stay in my home during restoration?',
    answer:
      'For most clean-water jobs, yes. Drying equipment is noisy for a few days, but the house stays livable. For sewage backups or mold remediation we contain the work area, and we will tell you honestly when a family member with asthma, a weak immune system or a new baby would be better off staying elsewhere for a few days.',
  },
  {
    question: 'Can my furniture and belongings be saved?',
    answer:
      'Often, yes. Solid wood furniture, many fabrics, documents and photographs can be cleaned and dried if we get to them quickly. We move items out of the wet area, block furniture up off wet carpet, and can pack out belongings for cleaning and storage. Items soaked by sewage or flood water are harder to save and are documented for your claim.',
  },
  {
    question: 'What areas do you serve?',
    answer: `We are based in ${business.homeTown.locality} and serve homes and businesses throughout ${countyList}, including Loganville, Grayson, Lawrenceville, Monroe, Bethlehem, Lilburn, Stone Mountain, Conyers, Covington and Social Circle. Call us if you are nearby and not sure: we will tell you straight away whether we can reach you quickly.`,
  },
] as const satisfies readonly FaqItem[];
