import { es } from '../../i18n/paths';
import type { Localized } from '../localized';
import type * as en from '../privacy';
import { privacyPageIn } from '../privacyPages';

/* The Spanish twin of `../privacy.ts`: its words in `words/es/privacy.json`. */

export const privacyPage = privacyPageIn('es') satisfies Localized<typeof en.privacyPage>;

export const privacyNotice = {
  contact: 'Usamos sus datos solo para responder a su mensaje.',
  newsletter: 'Primero un correo de confirmación; puede darse de baja cuando quiera.',
  linkLabel: 'Política de privacidad',
  href: es('/privacy'),
} as const satisfies Localized<typeof en.privacyNotice>;
