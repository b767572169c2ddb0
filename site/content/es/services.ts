import type { Localized } from '../localized';
import { servicesIn } from '../serviceCatalog';
import type * as en from '../services';
import type { Service } from '../types';

export { cityServiceSlugByServicePage, servicePageSlugByCityService } from '../serviceCatalog';

/** The Spanish twin of `../services.ts`: what each service page says in Spanish (`words/es/services.json`). */
export const services = servicesIn('es') satisfies Localized<typeof en.services>;

export type CoreService = Service;

export function findService(slug: string): CoreService | undefined {
  return services.find((service) => service.slug === slug);
}

export function findServiceByCitySlug(slug: string): CoreService | undefined {
  return services.find((service) => service.cityServiceSlug === slug);
}
