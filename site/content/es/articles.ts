import type * as en from '../articles';
import type { Localized } from '../localized';
import type { ArticleBlock, ArticleSlug } from '../types';
import { withDetails } from '../withDetails';
import { articleSummaries } from './articleSummaries';
import { onSite } from './phrases';

export { blogCategories, type BlogCategoryChip } from '../articleSummaries';

/** The Spanish text of each article, by slug: written for Spanish readers, not word for word. */
const articleDetails = {
  'emergency-water-damage-response-24-hours': {
    content: [
      {
        type: 'paragraph',
        text: 'Lo que pasa el primer día después de que el agua se derrama por la casa decide cuánto se puede secar y cuánto hay que arrancar. El panel de yeso absorbe el agua hacia arriba, el acolchado de la alfombra la mantiene contra el subpiso y el moho puede empezar en 24 a 48 horas. Nada de eso quiere decir que deba entrar en pánico. Quiere decir que unos pasos sencillos, en el orden correcto, ahorran mucho dinero.',
      },
      { type: 'heading', text: 'La primera hora: seguridad y detener el agua' },
      {
        type: 'list',
        items: [
          'Si hay agua cerca de enchufes, cables o el panel eléctrico, no se acerque. Corte la electricidad de los cuartos afectados solo si puede llegar al panel desde un lugar seco.',
          'Cierre la llave principal del agua. Suele estar donde la tubería entra a la casa: en el sótano, el espacio de arrastre, el garaje o una caja cerca de la calle. Si tiene pozo, apague también el interruptor de la bomba.',
          'Si el agua vino de un inodoro, un desagüe del piso o de afuera, trátela como contaminada. Mantenga lejos a los niños y las mascotas, y use guantes.',
        ],
      },
      { type: 'heading', text: 'De la primera a la tercera hora: documentar y proteger' },
      {
        type: 'paragraph',
        text: 'Antes de mover nada, tome fotos y un video corto de cada cuarto mojado, de la fuente de la fuga y de las pertenencias dañadas. La aseguradora quiere ver el daño tal como estaba. Después saque del agua los tapetes, los aparatos electrónicos, los papeles y los muebles, y ponga papel de aluminio o plástico bajo las patas de los muebles que deban quedarse sobre la alfombra mojada, para que no suelten tinte ni óxido sobre la alfombra.',
      },
      {
        type: 'paragraph',
        text: `Llame a una empresa de restauración en cuanto haya detenido la fuente. Nuestros equipos llegan en ${onSite}, y cuanto antes empiece la extracción, más paneles de yeso, pisos y gabinetes se quedan en su lugar. Llame también a su agente de seguros, pero no espere al ajustador para empezar a mitigar el daño: las pólizas esperan que usted evite que empeore.`,
      },
      { type: 'heading', text: 'Lo que no debe hacer' },
      {
        type: 'list',
        items: [
          'No use una aspiradora de casa para recoger agua: es un riesgo eléctrico y no saca suficiente agua como para que sirva de algo.',
          'No suba la calefacción para secar. El calor sin deshumidificación sube la humedad y acelera el moho.',
          'No despegue usted mismo la alfombra mojada de la tira de clavos, a menos que el agua fuera limpia y pueda secar el subpiso de abajo.',
          'No bote las cosas dañadas antes de fotografiarlas y anotarlas para su reclamo.',
        ],
      },
      { type: 'heading', text: 'El resto del primer día' },
      {
        type: 'paragraph',
        text: 'Cuando termina la extracción, empieza el secado profesional: ventiladores de secado (air movers), deshumidificadores y, donde hace falta, pequeños agujeros al pie de las paredes para secar el espacio de adentro. Cuente con que los equipos de secado funcionen varios días y con que un técnico revise las lecturas a diario. Deje abiertas las puertas interiores, mantenga el aire acondicionado en su temperatura normal y no apague los equipos de noche: funcionan mejor sin parar.',
      },
    ],
  },
  'preventing-mold-growth-georgia-humidity': {
    content: [
      {
        type: 'paragraph',
        text: 'El moho necesita tres cosas: una superficie de la que alimentarse, temperaturas templadas y humedad. Las dos primeras están en cualquier casa. La humedad es la que usted puede controlar, y en Georgia, con veranos largos y húmedos y tormentas por la tarde, eso requiere un esfuerzo constante.',
      },
      { type: 'heading', text: 'Conozca su número: la humedad relativa' },
      {
        type: 'paragraph',
        text: 'Dentro de la casa, trate de mantener la humedad relativa por debajo del 50%. El moho y los ácaros del polvo prosperan cuando pasa de ese nivel por mucho tiempo, y por encima del 60% es probable que el moho crezca en las superficies frías. Un higrómetro digital cuesta menos que un tanque de gasolina; ponga uno en el sótano y otro arriba, y revíselos durante el verano. Si el sótano marca 65% y el piso principal 48%, ya sabe dónde enfocarse.',
      },
      { type: 'heading', text: 'Sótanos y espacios de arrastre' },
      {
        type: 'list',
        items: [
          'Use un deshumidificador en el sótano, ajustado a entre 45 y 50%, y conéctelo a un desagüe o una bomba para que funcione sin vaciar una cubeta.',
          'Mantenga limpias las canaletas y alargue los bajantes para que descarguen a varios pies de los cimientos. La arcilla roja manda el agua hacia las paredes en lugar de absorberla.',
          'Revise el espacio de arrastre una vez por temporada con una linterna: aislamiento colgado o caído, agua estancada y condensación en los ductos quieren decir que hay demasiada humedad.',
          'Piense en cerrar las rejillas del espacio de arrastre y sellarlo. Con tiempo húmedo, las rejillas abiertas dejan entrar aire húmedo que se condensa en las superficies más frías debajo de la casa.',
        ],
      },
      { type: 'heading', text: 'Baños, cocina y lavandería' },
      {
        type: 'paragraph',
        text: 'Prenda el extractor del baño en cada ducha y 20 minutos después, y asegúrese de que saque el aire afuera, no al ático. Use la campana al cocinar. Revise que la secadora saque el aire afuera y que su ducto esté libre de pelusa. Estas fuentes de todos los días añaden galones de agua al aire de la casa cada semana.',
      },
      { type: 'heading', text: 'Su aire acondicionado es un deshumidificador' },
      {
        type: 'paragraph',
        text: 'El aire acondicionado quita humedad mientras enfría, pero solo si funciona el tiempo suficiente. Un equipo demasiado grande que enfría la casa en ratos cortos la deja fría y pegajosa. Si su casa se siente húmeda a una temperatura cómoda, pida a un técnico de aire acondicionado que revise el tamaño del sistema, el ajuste del ventilador y la carga de refrigerante. Deje el ventilador en Auto y no en On, para que el agua que se junta en el serpentín se drene en lugar de volver a la casa.',
      },
      { type: 'heading', text: 'Actúe rápido después de cualquier fuga' },
      {
        type: 'paragraph',
        text: 'El moho puede empezar a crecer entre 24 y 48 horas después de una fuga. Seque enseguida los derrames pequeños, y si algo empapa el panel de yeso, el aislamiento o el acolchado de la alfombra, pida a un profesional que mida y seque los materiales. Si ya ve moho en más de unos pocos pies cuadrados, o siente un olor a humedad que no sabe de dónde viene, una inspección encontrará la fuente antes de que se extienda.',
      },
    ],
  },
  'insurance-claims-water-damage-guide': {
    content: [
      {
        type: 'paragraph',
        text: 'Un reclamo de daños por agua estresa sobre todo porque es algo desconocido. Cuando entiende lo que busca la aseguradora, el proceso es previsible. Esta guía explica qué se suele cubrir, qué documentar, cómo trabajan los ajustadores y cómo la facturación directa le evita quedar en medio.',
      },
      { type: 'heading', text: 'Qué suelen cubrir las pólizas' },
      {
        type: 'paragraph',
        text: 'Las pólizas de seguro de vivienda normalmente cubren los daños por agua repentinos y accidentales: una tubería de suministro que revienta, un calentador de agua que falla, la manguera de un electrodoméstico que se rompe. Normalmente excluyen los daños por fugas repetidas de mucho tiempo, por falta de mantenimiento y por agua de inundación que sube desde afuera, que necesita un seguro de inundación aparte. Los desbordes del alcantarillado y los desagües muchas veces están excluidos si no agregó una cobertura por desborde de agua. Lea la página de declaraciones de su póliza o pregunte a su agente cuáles se aplican en su caso.',
      },
      { type: 'heading', text: 'Su deber de evitar más daños' },
      {
        type: 'paragraph',
        text: 'Casi todas las pólizas le piden tomar medidas razonables para evitar más daños. Esperar días al ajustador mientras el agua sigue ahí es el error más caro que cometen los dueños de casa, y la aseguradora puede negarse a cubrir el daño que causó esa espera. Detenga la fuente, llame a una empresa de restauración para sacar el agua y secar, y reporte el reclamo. El trabajo de mitigación normalmente forma parte del daño cubierto.',
      },
      { type: 'heading', text: 'Documéntelo todo' },
      {
        type: 'list',
        items: [
          'Fotos y video de cada cuarto afectado antes de mover nada, incluida la fuente de la fuga.',
          'Una lista de las pertenencias dañadas con su edad y valor aproximados; los recibos ayudan, pero no siempre se piden.',
          'Las lecturas de humedad y los registros de secado de su empresa de restauración, que muestran hasta dónde llegó el agua y que el secado se hizo bien.',
          'Cada conversación con la aseguradora: fecha, nombre y lo que se dijo, y su número de reclamo en cada correo.',
          'Los recibos de gastos de emergencia, como hotel o comidas, si no se podía vivir en la casa.',
        ],
      },
      { type: 'heading', text: 'Cómo trabajar con el ajustador' },
      {
        type: 'paragraph',
        text: 'El ajustador inspecciona el daño, revisa la documentación y el presupuesto de la empresa de restauración y determina lo que paga la póliza. La mayoría de los presupuestos de restauración se hacen con el mismo programa que usan las aseguradoras, así que cada partida se puede comparar directamente. Ayuda que su contratista de restauración esté presente en la inspección para explicar las lecturas de humedad y por qué hubo que retirar ciertos materiales.',
      },
      { type: 'heading', text: 'Facturación directa' },
      {
        type: 'paragraph',
        text: 'Con la facturación directa, la empresa de restauración envía su factura y su documentación a la aseguradora y la aseguradora le paga a ella; usted paga solo su deducible y lo que no esté cubierto. Facturamos directamente a las aseguradoras en los reclamos cubiertos, así usted no tiene que adelantar miles de dólares ni llevar preguntas técnicas de la oficina al ajustador.',
      },
      { type: 'heading', text: 'Errores comunes que debe evitar' },
      {
        type: 'list',
        items: [
          'Botar materiales o pertenencias dañados antes de fotografiarlos y anotarlos.',
          'Cerrar paredes o poner piso nuevo antes de confirmar el secado con lecturas.',
          'Firmar un documento final de conformidad antes de que todo el trabajo, incluidas las reparaciones, esté terminado.',
          'Dar por hecho que una negativa es definitiva; pida por escrito el motivo y el texto de la póliza en que se basa.',
        ],
      },
    ],
  },
  'seasonal-water-damage-risks-gwinnett-county': {
    content: [
      {
        type: 'paragraph',
        text: 'Los daños por agua en el condado de Gwinnett siguen el calendario. Con un clima templado, aquí casi nadie piensa en tuberías congeladas, y los veranos húmedos hacen que los problemas de humedad crezcan poco a poco. Esto es lo que vemos en cada temporada y lo que usted puede hacer antes.',
      },
      { type: 'heading', text: 'Invierno: las pocas heladas fuertes' },
      {
        type: 'paragraph',
        text: 'El área de Atlanta tiene solo unas cuantas noches de invierno bajo los 20 °F, pero es entonces cuando se congelan las tuberías de las paredes exteriores, los espacios de arrastre y los áticos, porque aquí las casas no están hechas para eso. Antes de una helada fuerte, desconecte las mangueras del jardín, cubra las llaves de afuera, abra los gabinetes de los lavamanos en paredes exteriores y deje gotear una llave. Sepa dónde está su llave principal: una tubería congelada muchas veces gotea solo cuando se descongela.',
      },
      { type: 'heading', text: 'Primavera: tormentas y tierra saturada' },
      {
        type: 'paragraph',
        text: 'La primavera trae las lluvias más fuertes y tormentas eléctricas severas. La arcilla roja drena despacio, así que el agua se junta contra los cimientos, se filtra al sótano y se estanca en el espacio de arrastre. La lluvia con viento encuentra huecos en los tapajuntas y alrededor de las ventanas. Recorra la casa después de la primera tormenta grande de la temporada y busque manchas de agua en las paredes del sótano, alfombra húmeda en las orillas y charcos que se quedan contra los cimientos.',
      },
      { type: 'heading', text: 'Verano: humedad y aire acondicionado' },
      {
        type: 'paragraph',
        text: 'El verano es la temporada del moho. Las semanas con más del 70% de humedad afuera meten humedad en los espacios de arrastre y los sótanos, y los tubos de drenaje del aire acondicionado se tapan con algas y se desbordan en techos y clósets. Eche una taza de vinagre destilado en el tubo de drenaje más o menos cada mes, revise que la bandeja secundaria esté seca y mantenga la humedad de la casa por debajo del 50%.',
      },
      { type: 'heading', text: 'Otoño: hojas y canaletas' },
      {
        type: 'paragraph',
        text: 'Los árboles de Gwinnett son hermosos hasta que sus hojas terminan en las canaletas. Las canaletas tapadas se desbordan en las esquinas interiores y echan el agua contra el revestimiento y los cimientos, muchas veces justo donde la tierra ya baja hacia la casa. Limpie las canaletas cuando caigan las hojas, asegúrese de que los bajantes descarguen lejos de la casa y, ya que está pensando en mantenimiento, cambie las mangueras de la lavadora y de la máquina de hielo más o menos cada cinco años.',
      },
      { type: 'heading', text: 'Todo el año: los electrodomésticos' },
      {
        type: 'list',
        items: [
          'Los calentadores de agua duran más o menos de 8 a 12 años; si el fondo del tanque tiene óxido o hay agua en la bandeja, es hora de planear el cambio.',
          'Las mangueras de acero inoxidable trenzado para inodoros, lavamanos y lavadoras son un seguro barato.',
          'Unas cuantas alarmas económicas de fugas debajo de los lavamanos, detrás de la lavadora y junto al calentador convierten una inundación en un charco.',
        ],
      },
    ],
  },
} as const satisfies Record<ArticleSlug, { readonly content: readonly ArticleBlock[] }>;

export const articles = withDetails(articleSummaries, articleDetails) satisfies Localized<typeof en.articles>;

export type BlogArticle = (typeof articles)[number];

export function findArticle(slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}
