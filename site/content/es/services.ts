import type { Localized } from '../localized';
import type * as en from '../services';
import type { Service, ServicePageSlug, ServiceSummary } from '../types';
import { withDetails } from '../withDetails';
import { onSite, typicalJob } from './phrases';
import { serviceSummaries } from './serviceSummaries';

export { cityServiceSlugByServicePage, servicePageSlugByCityService } from '../services';

type ServiceDetails = Omit<Service, keyof ServiceSummary>;

/** The Spanish twin of `../services.ts`: what each service page says beyond its summary. */
const serviceDetails = {
  'water-restoration': {
    longDescription: [
      `El agua sigue avanzando después de que se detiene la fuga. Sube por los paneles de yeso, se mete en el subpiso y el acolchado, y se queda debajo de los gabinetes donde nadie la ve. Nuestro equipo llega en ${onSite}, de día o de noche, para detener la fuente, sacar el agua estancada y empezar a secar antes de que la madera se hinche y aparezca el moho.`,
      `Medimos la humedad en cada pared y piso afectado, colocamos ventiladores de secado y deshumidificadores según el cuarto y anotamos las lecturas cada día hasta que los materiales quedan secos. La mayoría de los trabajos en casas se secan y terminan en ${typicalJob}; si hay que quitar paneles de yeso, pisos o gabinetes, también los reconstruimos, así usted trata con una sola empresa desde la primera llamada hasta la revisión final.`,
    ],
    details: [
      'Extracción de agua de emergencia',
      'Secado estructural y deshumidificación',
      'Detección y control de humedad',
      'Limpieza y restauración de pertenencias',
      'Limpieza después de inundaciones',
      'Reconstrucción completa',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Llamada de emergencia y evaluación',
        description: `Usted llama a cualquier hora y un técnico llega en ${onSite}. Detenemos la fuente, revisamos los riesgos eléctricos, marcamos las zonas mojadas con medidores y cámara térmica, y fotografiamos todo para su seguro.`,
      },
      {
        step: 2,
        title: 'Extracción del agua',
        description:
          'Extractores montados en camión y portátiles sacan el agua estancada y el agua de la alfombra y el acolchado. Cuanto antes sale el agua, menos secado necesita la casa.',
      },
      {
        step: 3,
        title: 'Secado y deshumidificación',
        description:
          'Colocamos ventiladores de secado y deshumidificadores comerciales en cada cuarto y ventilamos el interior de las paredes donde hace falta. Tomamos lecturas cada día y ajustamos los equipos hasta que los materiales quedan secos.',
      },
      {
        step: 4,
        title: 'Limpieza y desinfección',
        description:
          'Limpiamos las superficies afectadas y las tratamos con antimicrobianos; limpiamos sus pertenencias o las empacamos y llevamos a nuestro almacén, y documentamos lo que no se puede salvar antes de desecharlo.',
      },
      {
        step: 5,
        title: 'Restauración y reparaciones',
        description:
          'Reponemos los paneles de yeso, el aislamiento, las molduras, los pisos y los gabinetes que hubo que quitar, y revisamos el trabajo terminado con usted para que la casa quede como antes del agua.',
      },
    ],
    faqs: [
      {
        question: '¿Qué hago mientras llega el equipo?',
        answer:
          'Cierre la llave principal del agua, corte la electricidad de los cuartos mojados en el panel si puede llegar sin peligro, saque objetos de valor y tapetes de los pisos mojados, y tome fotos. No use una aspiradora de casa para el agua estancada.',
      },
      {
        question: '¿Se puede secar el panel de yeso mojado o hay que cambiarlo?',
        answer:
          'El panel de yeso que estuvo poco tiempo mojado con agua limpia casi siempre se seca en su lugar si se ventila la pared por dentro. El que se hinchó, se deshace o se mojó con aguas grises o negras se corta y se cambia.',
      },
      {
        question: '¿Cómo saben cuándo todo está seco?',
        answer:
          'Comparamos las lecturas de los materiales afectados con las de materiales sanos de la misma casa. Los equipos de secado se quedan hasta que coinciden, y el registro diario se le entrega a usted y a su ajustador.',
      },
    ],
  },
  'mold-inspection': {
    longDescription: [
      'Un olor a humedad, manchas en el techo del baño o alergias que mejoran cuando sale de la casa suelen ser las primeras señales de moho escondido. Nuestra inspección encuentra la humedad que lo alimenta: una fuga lenta de plomería, condensación en los ductos, un espacio de arrastre mojado o un tapajuntas del techo que deja entrar la lluvia.',
      'Cuando hay que eliminarlo, ponemos la zona de trabajo bajo contención con presión de aire negativa, retiramos los materiales contaminados, aspiramos con filtro HEPA y limpiamos el resto, y comprobamos el resultado antes de retirar la contención. Matar el moho sin corregir la humedad solo gana tiempo, por eso cada trabajo termina con un plan de prevención por escrito.',
    ],
    details: [
      'Inspección de moho',
      'Pruebas de calidad del aire',
      'Retiro y eliminación segura',
      'Contención y filtración del aire',
      'Comprobación después de la eliminación',
      'Plan de prevención',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Inspección y pruebas',
        description:
          'Una inspección visual con medidores de humedad y cámara térmica, más muestras de aire o de superficie cuando aportan información útil, para saber qué crece, cuánto se ha extendido y de dónde viene el agua.',
      },
      {
        step: 2,
        title: 'Contención',
        description:
          'Barreras de plástico, rejillas selladas y purificadores de aire HEPA mantienen las esporas dentro de la zona de trabajo y fuera del resto de la casa mientras trabajamos.',
      },
      {
        step: 3,
        title: 'Retiro y limpieza',
        description:
          'Los materiales porosos con moho se embolsan y se retiran; la estructura y las demás superficies duras se aspiran con filtro HEPA, se limpian y se tratan. Al mismo tiempo se repara la fuente de humedad.',
      },
      {
        step: 4,
        title: 'Comprobación y prevención',
        description:
          'Antes de retirar la contención, revisamos la zona a la vista, con lecturas de humedad y, si así se acordó, con pruebas de aprobación. Usted recibe un informe y un plan para controlar la humedad.',
      },
    ],
    faqs: [
      {
        question: '¿Necesito una prueba de moho si ya lo veo?',
        answer:
          'No siempre. El moho visible nos dice que está ahí; la prueba ayuda cuando necesita saber si se extendió más allá de lo que se ve, o cuando un comprador, el arrendador o su médico piden documentación.',
      },
      {
        question: '¿El cloro elimina el moho?',
        answer:
          'El cloro puede aclarar manchas en superficies duras que no absorben, pero no llega a las raíces dentro del panel de yeso o la madera y además añade agua al problema. Los materiales porosos con moho deben retirarse con la zona bajo contención.',
      },
      {
        question: '¿Podemos quedarnos en casa durante la eliminación?',
        answer:
          'En la mayoría de los casos, sí. La contención y la presión de aire negativa separan la zona de trabajo. Le diremos si el trabajo es tan grande, o si alguien de la familia es tan sensible, que conviene quedarse en otro lugar unos días.',
      },
    ],
  },
  'crawl-space-cleanup': {
    longDescription: [
      'En una casa con espacio de arrastre (crawl space), hasta la mitad del aire del primer piso puede subir desde abajo. Cuando ese espacio está húmedo, el olor, la humedad y las esporas de moho suben por el piso, y luego llegan el aislamiento caído, los ductos oxidados y las vigas blandas.',
      'Sacamos los escombros y el aislamiento caído, limpiamos y tratamos la estructura, reparamos vigas y soleras dañadas, e instalamos barreras de humedad y de vapor a la medida del espacio. El resultado es un espacio de arrastre que usted puede revisar con una linterna, en lugar de uno que prefiere evitar.',
    ],
    details: [
      'Retiro de escombros y contaminación',
      'Instalación de barrera de humedad',
      'Cambio de aislamiento',
      'Reparaciones estructurales',
      'Sistemas de barrera de vapor',
      'Mejor calidad del aire',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Inspección del espacio de arrastre',
        description:
          'Entramos debajo de la casa con luces, medidores y cámara, revisamos la humedad de la madera y del aire, y le mostramos fotos de lo que encontramos antes de recomendar nada.',
      },
      {
        step: 2,
        title: 'Limpieza y descontaminación',
        description:
          'Retiramos y embolsamos el plástico viejo, el aislamiento caído, los escombros de construcción y cualquier contaminación de animales o aguas negras, y limpiamos y tratamos la estructura.',
      },
      {
        step: 3,
        title: 'Reparaciones y aislamiento',
        description:
          'Reforzamos o cambiamos las soleras podridas y las vigas blandas, y ponemos aislamiento nuevo cuando la madera ya está seca, para que no atrape humedad contra el piso.',
      },
      {
        step: 4,
        title: 'Control de humedad y encapsulado',
        description:
          'Una barrera de vapor sellada en el suelo y los muros, drenaje donde entra el agua y, si el espacio lo necesita, un deshumidificador mantienen la humedad en un nivel seguro todo el año.',
      },
    ],
    faqs: [
      {
        question: '¿Las rejillas del espacio de arrastre deben quedar abiertas en verano?',
        answer:
          'En los veranos húmedos de Georgia, las rejillas abiertas muchas veces dejan entrar aire caliente y húmedo que se condensa en los ductos y la estructura, que están más fríos. Sellar las rejillas como parte del encapsulado suele mantener el espacio más seco que ventilarlo.',
      },
      {
        question: '¿Una barrera de vapor es lo mismo que el encapsulado?',
        answer:
          'La barrera de vapor es el plástico en el suelo. El encapsulado sella ese plástico por los muros y alrededor de los pilares, cierra las rejillas y controla la humedad, de modo que el espacio de arrastre pasa a ser parte de la casa climatizada.',
      },
      {
        question: '¿Cómo sé si mi espacio de arrastre tiene un problema?',
        answer:
          'Olor a humedad en el primer piso, madera del piso que se curva, zonas blandas, más insectos de lo normal o condensación en los ductos son las señales comunes. Una mirada con linterna al aislamiento muchas veces lo confirma: el aislamiento mojado se cuelga o se cae.',
      },
    ],
  },
  'sewage-cleanup': {
    longDescription: [
      'Las aguas negras traen bacterias, virus y parásitos, y empapan todo lo poroso que tocan. Un desagüe del piso que se devuelve, un inodoro que se desborda en un piso de arriba o un pozo séptico que se satura en una tormenta son un riesgo para la salud, no un trabajo de trapeador y cubeta.',
      `Nuestros técnicos llegan con equipo de protección en ${onSite}, ponen la zona bajo contención, retiran el agua y los materiales contaminados y desinfectan cada superficie expuesta. Desechamos los residuos como exigen las normas, secamos la estructura y documentamos el daño para su seguro.`,
    ],
    details: [
      'Retiro de agua de categoría 3',
      'Desinfección completa',
      'Eliminación de olores',
      'Limpieza y desinfección de la estructura',
      'Desecho seguro de materiales contaminados',
      'Cumplimiento de normas de salud y seguridad',
    ],
    processSteps: [
      {
        step: 1,
        title: 'Evaluación de seguridad y contención',
        description:
          'Revisamos los riesgos eléctricos y estructurales, ponemos bajo contención los cuartos afectados para que la contaminación no se propague por la casa y buscamos la causa del desborde.',
      },
      {
        step: 2,
        title: 'Retiro y desecho',
        description:
          'Extraemos las aguas negras y retiramos la alfombra, el acolchado, los paneles de yeso y el aislamiento que tocaron, y los desechamos según las normas de salud.',
      },
      {
        step: 3,
        title: 'Limpieza y desinfección',
        description:
          'Limpiamos y desinfectamos con productos de grado hospitalario cada superficie expuesta, incluidas la estructura, el subpiso y la parte baja de las paredes.',
      },
      {
        step: 4,
        title: 'Secado, control de olores y comprobación',
        description:
          'Secamos la estructura hasta confirmar con lecturas que está seca, tratamos los olores y confirmamos que la zona está limpia antes de empezar a reconstruir.',
      },
    ],
    faqs: [
      {
        question: '¿El seguro de vivienda cubre la limpieza de aguas negras?',
        answer:
          'Un desborde repentino muchas veces está cubierto solo si la póliza tiene una cobertura adicional por desborde del alcantarillado o de desagües. Documentamos el daño en cualquier caso y podemos facturarle directamente a su aseguradora cuando está cubierto.',
      },
      {
        question: '¿Se puede limpiar la alfombra después de un desborde de aguas negras?',
        answer:
          'No. La alfombra y el acolchado empapados con aguas negras no pueden quedar seguros y deben retirarse. Los pisos duros, la estructura y muchas pertenencias de superficie dura sí se pueden limpiar y desinfectar.',
      },
      {
        question: '¿Es seguro quedarse en la casa?',
        answer:
          'Mantenga a los niños, a las mascotas y a cualquier persona con defensas bajas lejos de la zona afectada. Si el único baño o la cocina están afectados, planee quedarse en otro lugar hasta que la zona esté limpia.',
      },
    ],
  },
} as const satisfies Record<ServicePageSlug, Localized<ServiceDetails>>;

export const services = withDetails(serviceSummaries, serviceDetails) satisfies Localized<typeof en.services>;

export type CoreService = (typeof services)[number];

export function findService(slug: string): CoreService | undefined {
  return services.find((service) => service.slug === slug);
}

export function findServiceByCitySlug(slug: string): CoreService | undefined {
  return services.find((service) => service.cityServiceSlug === slug);
}
