import { enquiryRetentionDays, pendingSignupDays } from '../../../functions/send-contact-email/contract';
import { es } from '../../i18n/paths';
import { business } from '../business';
import type { Localized } from '../localized';
import type * as en from '../privacy';

/* The Spanish twin of `../privacy.ts`, with the same retention periods. */

const logRetentionDays = 90;

export const privacyPage = {
  heading: 'Política de privacidad',
  intro: `${business.name} recoge solo lo que necesita para responderle. Esta página explica qué datos son, adónde van, cuánto tiempo los guardamos y cómo pedir que los borremos.`,
  updatedLabel: 'Última actualización',
  updated: '2026-11-24',
  sections: [
    {
      id: 'contact-form',
      heading: 'Qué recoge el formulario de contacto',
      paragraphs: [
        'Cuando envía el formulario de contacto, recibimos los datos que escribe para poder llamarle o escribirle sobre su problema:',
      ],
      items: [
        'su nombre completo y su correo electrónico (obligatorios), para saber a quién responder y dónde;',
        'su teléfono (opcional), si prefiere que le llamemos;',
        'el servicio que necesita (opcional), para que le responda la persona indicada;',
        'su mensaje, que nos cuenta qué pasó.',
      ],
    },
    {
      id: 'newsletter',
      heading: 'Qué recoge la suscripción al boletín',
      paragraphs: [
        'Solo su correo electrónico, para enviarle unos pocos consejos de mantenimiento al año. Primero le enviamos un correo para que confirme; no recibirá nada más hasta que lo haga. Cada correo trae un enlace para darse de baja al instante.',
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Adónde van sus datos',
      paragraphs: [
        `Un mensaje del formulario de contacto se guarda, cifrado, en nuestra propia cuenta de Amazon Web Services en los Estados Unidos, y se envía por correo a nuestra oficina, ${business.email}. Guardarlo primero asegura que su mensaje nos llegue aunque el correo falle por un momento; si alguna vez el buzón de la oficina lo rechaza, se envía a la dirección personal del dueño.`,
        'Las direcciones de correo del boletín se guardan en el mismo lugar y solo entran en la lista cuando usted las confirma desde el correo que le enviamos. Nadie fuera de nuestra oficina ve los mensajes ni las direcciones, y nunca los vendemos, alquilamos ni compartimos.',
        'Mientras llena el formulario de contacto, su navegador guarda un borrador para que no se pierda nada si recarga la página. Ese borrador se queda en su dispositivo y se borra al enviar el mensaje o al cerrar la pestaña.',
      ],
    },
    {
      id: 'how-long',
      heading: 'Cuánto tiempo los guardamos',
      paragraphs: [],
      items: [
        `Los mensajes guardados del formulario de contacto se borran solos a los ${enquiryRetentionDays} días de haberse enviado por correo a nuestra oficina; un mensaje que aún no se ha enviado se guarda hasta que se envíe.`,
        'La copia del correo en nuestra oficina se guarda mientras trabajamos con usted y para el registro de los trabajos. Si nos lo pide, la borramos.',
        `Las direcciones de correo del boletín se guardan hasta que usted se da de baja (cada correo del boletín trae el enlace). Después guardamos solo una nota de que esa dirección se dio de baja, para no enviarle más; si nos lo pide, también la borramos. Una dirección que nunca se confirma se borra a los ${pendingSignupDays} días.`,
        `Nuestro sitio y los servicios del formulario guardan registros de acceso (la dirección de red de donde vino una solicitud, qué se pidió y cuándo) durante ${logRetentionDays} días, para detectar y detener abusos. Los registros de los servicios del formulario muestran su correo en parte oculto y nunca su mensaje.`,
      ],
    },
    {
      id: 'third-parties',
      heading: 'Servicios externos, solo cuando usted lo pide',
      paragraphs: [
        'El sitio carga sus fuentes, imágenes y código desde nuestro propio servidor. No usa analítica ni cookies de publicidad. Tres servicios externos aparecen en algunas páginas, y cada uno se carga solo cuando usted hace clic en el botón correspondiente:',
      ],
      items: [
        'el mapa, de Google Maps, cuando hace clic en “Cargar mapa”;',
        'el video, del modo de privacidad mejorada de YouTube, cuando hace clic en “Ver video”;',
        'nuestras reseñas en vivo, de nuestro proveedor de reseñas, cuando hace clic para mostrarlas. Hasta entonces la página muestra el resumen de nuestra calificación.',
      ],
    },
    {
      id: 'deletion',
      heading: 'Ver o borrar su información',
      paragraphs: [
        `Escriba a ${business.email} o llame al ${business.phone.display} y díganos qué debemos borrar. Respondemos en pocos días y le confirmamos cuando lo hayamos borrado. Para dejar de recibir el boletín, use el enlace para darse de baja en cualquier correo.`,
      ],
    },
  ],
} as const satisfies Localized<typeof en.privacyPage>;

export const privacyNotice = {
  contact: 'Usamos sus datos solo para responder a su mensaje.',
  newsletter: 'Primero un correo de confirmación; puede darse de baja cuando quiera.',
  linkLabel: 'Política de privacidad',
  href: es('/privacy'),
} as const satisfies Localized<typeof en.privacyNotice>;
