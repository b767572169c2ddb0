import { servicesIn, type OnePerService } from './serviceCatalog';
import type { Service } from './types';

export { cityServiceSlugByServicePage, servicePageSlugByCityService } from './serviceCatalog';

/** The four core services: the /services cards, the four service pages and the 24 city pages (`words/en/services.json`). */
export const services: OnePerService<Service> = servicesIn('en');

export type CoreService = Service;

export function findService(slug: string): CoreService | undefined {
  return services.find((service) => service.slug === slug);
}

export function findServiceByCitySlug(slug: string): CoreService | undefined {
  return services.find((service) => service.cityServiceSlug === slug);
}
