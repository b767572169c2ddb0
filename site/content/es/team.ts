import { business } from '../business';
import type { Localized } from '../localized';
import type * as en from '../team';
import type { TeamMember } from '../types';

/** The Spanish twin of `../team.ts`: names stay as they are; roles and bios in Spanish. */
export const team = [
  {
    id: 'daniel-whitaker',
    name: 'Daniel Whitaker',
    role: 'Dueño y fundador',
    image: 'daniel-whitaker.jpg',
    description: `Daniel fundó la empresa en ${business.foundedYear} con un camión y unos ventiladores de secado, después de diez años en equipos de restauración por toda el área metropolitana de Atlanta. Todavía revisa en persona la mayoría de los daños grandes y se reúne con los ajustadores en la casa, y él puso la regla que sigue cada trabajo: trate la casa como si fuera de su propia familia.`,
  },
  {
    id: 'karen-whitaker',
    name: 'Karen Whitaker',
    role: 'Gerente de oficina',
    image: 'karen-whitaker.jpg',
    description:
      'Karen lleva la agenda, los presupuestos y los papeles del seguro, y muchas veces es la voz tranquila al otro lado del teléfono al comienzo de un mal día. Se encarga de la facturación directa con las aseguradoras, mantiene a los clientes al tanto de sus reclamos y se asegura de que nada se pierda entre el equipo y el ajustador.',
  },
  {
    id: 'marcus-bell',
    name: 'Marcus Bell',
    role: 'Técnico principal, mitigación de agua',
    image: 'marcus-bell.jpg',
    description:
      'Marcus dirige nuestros equipos de emergencia por agua. Tiene certificación IICRC en restauración de daños por agua y en secado estructural aplicado (ASD), y es quien decide dónde se colocan los equipos de secado, lee los mapas de humedad y dice cuándo una estructura está seca de verdad.',
  },
  {
    id: 'jason-reyes',
    name: 'Jason Reyes',
    role: 'Técnico principal, moho y espacios de arrastre',
    image: 'jason-reyes.jpg',
    description:
      'Jason dirige la eliminación de moho y el trabajo en espacios de arrastre. Arma las contenciones, pone a funcionar los purificadores de aire e instala barreras de vapor, y es conocido por las fotos que toma debajo de las casas para que los dueños vean exactamente lo que él ve.',
  },
  {
    id: 'tyler-brooks',
    name: 'Tyler Brooks',
    role: 'Técnico de restauración certificado',
    image: 'tyler-brooks.jpg',
    description:
      'Tyler es técnico de restauración por agua con certificación IICRC y trabaja en extracción, secado y limpieza de aguas negras. Creció en el condado de Gwinnett y lo que más le gusta del trabajo es cuando una familia recupera su casa.',
  },
] as const satisfies Localized<typeof en.team>;

export function findTeamMember(id: string): TeamMember | undefined {
  return team.find((member) => member.id === id);
}

export const teamFuture = {
  heading: 'El futuro',
  paragraphs: [
    'Este es un negocio familiar en el sentido más sencillo. Nuestros hijos crecieron acompañándonos a los trabajos, doblando lonas en el taller y contestando el teléfono cuando ya podían tomar bien un mensaje.',
    'Dos de ellos trabajan ahora los veranos con el equipo, aprendiendo extracción, secado y los papeles que trae cada trabajo. Cuando llegue el momento, piensan seguir con la empresa con la misma promesa: llegar rápido, decir la verdad y hacer bien el trabajo.',
  ],
  image: 'family.jpg',
  imageAlt: 'Los dueños y sus hijos junto a una camioneta de servicio de la empresa',
} as const satisfies Localized<typeof en.teamFuture>;
