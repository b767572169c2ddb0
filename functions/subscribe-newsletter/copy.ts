import { business } from '../../site/content/facts/business';
import type { Lang } from '../contract/lang';

// The number a subscriber calls with water in the house: the site's own (site/content/common/en/business.json),
// so a new number reaches the mails with the next deploy, as it reaches every page.
const phone = business.phone.display;

/** What the newsletter's mails and pages say, in English. Plain data, so the words are in one place. */
export const newsletterCopy = {
  confirmSubject: 'Please confirm your subscription',
  confirmText: (link: string, days: number) =>
    [
      'Thanks for signing up for our seasonal maintenance reminders and water damage prevention tips.',
      '',
      'Please confirm that this is your address by opening this link:',
      link,
      '',
      `The link works for ${days} days. If you did not sign up, ignore this email and you will hear nothing more from us.`,
      '',
    ].join('\n'),
  welcomeSubject: 'You are subscribed',
  welcomeText: (unsubscribeLink: string) =>
    [
      'You are on our list: we will send seasonal reminders and water damage prevention tips, a few times a year.',
      '',
      'To stop them at any time, open this link:',
      unsubscribeLink,
      '',
      `Water where it should not be? Call us day or night: ${phone}.`,
      '',
    ].join('\n'),
  pages: {
    homeLabel: 'Back to the website',
    confirm: { title: 'Confirm your subscription', text: 'Press the button to start receiving our seasonal tips.', button: 'Confirm subscription' },
    confirmed: { title: 'You are subscribed', text: 'Thank you. We have sent a welcome email with a link to unsubscribe whenever you like.' },
    alreadyConfirmed: { title: 'You are subscribed', text: 'This address is already on our list.' },
    unsubscribe: { title: 'Unsubscribe', text: 'Press the button and we will send you no more newsletter emails.', button: 'Unsubscribe' },
    unsubscribed: { title: 'You are unsubscribed', text: 'We will send you no more newsletter emails.' },
    expired: {
      title: 'This link has expired',
      text: 'Confirmation links work for a limited time. Nothing was changed. Sign up again on the website to get a new link.',
    },
    invalid: {
      title: 'This link does not work',
      text: 'It may have been cut short by your email program, or be too old. Nothing was changed. To stop our emails, ask us through the contact form on the website and we will take you off the list.',
    },
    unavailable: { title: 'Please try again', text: 'We could not update the list just now. Nothing was changed.' },
  },
} as const satisfies Record<string, unknown>;

interface LinkPageCopy {
  readonly title: string;
  readonly text: string;
}

/** What one language says: the English copy above fixes the keys. */
interface NewsletterCopy {
  readonly confirmSubject: string;
  readonly confirmText: (link: string, days: number) => string;
  readonly welcomeSubject: string;
  readonly welcomeText: (unsubscribeLink: string) => string;
  readonly pages: { readonly homeLabel: string } & {
    readonly [K in Exclude<keyof (typeof newsletterCopy)['pages'], 'homeLabel'>]: LinkPageCopy &
      ((typeof newsletterCopy)['pages'][K] extends { button: string } ? { readonly button: string } : unknown);
  };
}

/** The same, for a sign-up from the Spanish site: its mails and the pages its links open. */
const spanishCopy: NewsletterCopy = {
  confirmSubject: 'Confirme su suscripción',
  confirmText: (link: string, days: number) =>
    [
      'Gracias por suscribirse a nuestros recordatorios de mantenimiento y consejos para prevenir daños por agua.',
      '',
      'Confirme que este es su correo abriendo este enlace:',
      link,
      '',
      `El enlace funciona durante ${days} días. Si usted no se suscribió, ignore este correo y no le escribiremos más.`,
      '',
    ].join('\n'),
  welcomeSubject: 'Su suscripción está confirmada',
  welcomeText: (unsubscribeLink: string) =>
    [
      'Ya está en nuestra lista: le enviaremos recordatorios de temporada y consejos para prevenir daños por agua, unas pocas veces al año.',
      '',
      'Para dejar de recibirlos en cualquier momento, abra este enlace:',
      unsubscribeLink,
      '',
      `¿Hay agua donde no debería? Llámenos de día o de noche: ${phone}.`,
      '',
    ].join('\n'),
  pages: {
    homeLabel: 'Volver al sitio web',
    confirm: { title: 'Confirme su suscripción', text: 'Haga clic en el botón para empezar a recibir nuestros consejos de temporada.', button: 'Confirmar suscripción' },
    confirmed: { title: 'Su suscripción está confirmada', text: 'Gracias. Le enviamos un correo de bienvenida con un enlace para darse de baja cuando quiera.' },
    alreadyConfirmed: { title: 'Su suscripción ya está confirmada', text: 'Esta dirección de correo ya está en nuestra lista.' },
    unsubscribe: { title: 'Darse de baja', text: 'Haga clic en el botón y no le enviaremos más correos del boletín.', button: 'Darme de baja' },
    unsubscribed: { title: 'Se dio de baja', text: 'No le enviaremos más correos del boletín.' },
    expired: {
      title: 'Este enlace venció',
      text: 'Los enlaces de confirmación funcionan por un tiempo limitado. No se cambió nada. Suscríbase de nuevo en el sitio web para recibir un enlace nuevo.',
    },
    invalid: {
      title: 'Este enlace no funciona',
      text: 'Puede que su programa de correo lo haya cortado o que el enlace sea demasiado viejo. No se cambió nada. Para dejar de recibir nuestros correos, pídanoslo por el formulario de contacto del sitio y quitaremos su dirección de la lista.',
    },
    unavailable: { title: 'Inténtelo de nuevo', text: 'No pudimos actualizar la lista en este momento. No se cambió nada.' },
  },
};

/** The newsletter's words in the language a sign-up came in. */
export const newsletterCopyIn: Record<Lang, NewsletterCopy> = { en: newsletterCopy, es: spanishCopy };
