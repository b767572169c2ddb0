import { business } from '../business';
import type * as en from '../faqs';
import type { Localized } from '../localized';
import { countyList, onSite, typicalJob } from './phrases';

/** The Spanish twin of `../faqs.ts`: the twelve questions of /es/preguntas-frecuentes. */
export const faqs = [
  {
    question: '¿Qué tan rápido pueden llegar en una emergencia de agua?',
    answer: `Contestamos el teléfono 24/7, también de noche, los fines de semana y los días festivos, y un equipo suele llegar en ${onSite} a cualquier punto de nuestra zona de servicio. La primera hora cuenta: cuanto antes se saque el agua estancada, menos paneles de yeso, pisos y gabinetes habrá que cambiar.`,
  },
  {
    question: '¿Qué debo hacer apenas descubro daños por agua?',
    answer:
      'Detenga la fuente si puede: cierre la llave principal del agua o, si tiene pozo, apague el interruptor de la bomba. Corte la electricidad de los cuartos mojados solo si el panel está seco y puede llegar sin peligro. Saque del agua sus objetos de valor, tapetes y aparatos electrónicos, tome fotos para su seguro y llámenos. No use una aspiradora de casa para el agua estancada.',
  },
  {
    question: '¿Cuáles son las categorías de daños por agua?',
    answer:
      'La industria clasifica el agua según su contaminación. La categoría 1 es agua limpia, como la de una tubería de suministro rota. La categoría 2 son aguas grises con algo de contaminación, como el desborde de una lavadora o un lavaplatos. La categoría 3 son aguas negras, como las del alcantarillado o una inundación desde afuera, y obligan a retirar los materiales porosos y a desinfectar todo. El agua limpia que se queda estancada puede volverse categoría 2 o 3 en uno o dos días.',
  },
  {
    question: '¿Qué tan rápido aparece el moho después de un daño por agua?',
    answer:
      'El moho puede empezar a crecer en 24 a 48 horas sobre paneles de yeso, madera, acolchado de alfombra y aislamiento mojados. Por eso importa sacar el agua y secar rápido, y por eso medimos la humedad dentro de paredes y pisos en lugar de confiar en superficies que parecen secas.',
  },
  {
    question: '¿Con qué nivel de humedad dentro de la casa aparece el moho?',
    answer:
      'Mantenga la humedad relativa dentro de la casa por debajo del 50%. Por encima de eso, y sobre todo por encima del 60% por mucho tiempo, el moho y los ácaros del polvo prosperan, algo común en sótanos y espacios de arrastre durante el verano de Georgia. Un higrómetro económico le indica el nivel de humedad de su casa, y un deshumidificador o un ajuste del aire acondicionado casi siempre lo resuelve.',
  },
  {
    question: '¿Cuánto tiempo toma la restauración?',
    answer: `Secar una casa típica toma de tres a cinco días con equipo profesional, y la mayoría de los trabajos en casas, con limpieza y reparaciones menores, se terminan en ${typicalJob}. Los daños más grandes, que necesitan paneles de yeso, gabinetes o pisos nuevos, toman más tiempo, y le damos un calendario en cuanto sabemos el alcance.`,
  },
  {
    question: '¿Trabajan con las compañías de seguro?',
    answer:
      'Sí. Trabajamos con todas las principales aseguradoras y les facturamos directamente, así que normalmente usted paga solo su deducible. Documentamos el daño con fotos, mapas de humedad y registros diarios de secado, preparamos un presupuesto detallado en el formato que usan los ajustadores y nos reunimos con el ajustador en la casa cuando hace falta.',
  },
  {
    question: '¿Mi seguro de vivienda cubre los daños por agua?',
    answer:
      'La mayoría de las pólizas cubren daños por agua repentinos y accidentales, como una tubería reventada o un calentador de agua que falla. Los daños por fugas de mucho tiempo, falta de mantenimiento o inundaciones desde afuera normalmente no están cubiertos, y los desbordes del alcantarillado muchas veces necesitan una cobertura adicional. Revise la página de declaraciones de su póliza o llame a su agente; podemos ayudarle a entender qué va a revisar el ajustador.',
  },
  {
    question: '¿Sus técnicos están certificados?',
    answer: `Sí. Nuestros técnicos tienen certificación IICRC en restauración de daños por agua y en secado estructural aplicado (ASD), con capacitación adicional en eliminación de moho y limpieza de aguas negras. ${business.name} tiene licencia y seguro, y seguimos las normas IICRC en las que confían aseguradoras e inspectores.`,
  },
  {
    question: '¿Es seguro quedarme en casa durante la restauración?',
    answer:
      'En la mayoría de los trabajos con agua limpia, sí. Los equipos de secado hacen ruido por unos días, pero se puede vivir en la casa. Para aguas negras o eliminación de moho ponemos la zona de trabajo bajo contención, y le diremos con honestidad cuándo es mejor que alguien con asma, defensas bajas o un bebé recién nacido se quede en otro lugar unos días.',
  },
  {
    question: '¿Se pueden salvar mis muebles y pertenencias?',
    answer:
      'Muchas veces, sí. Los muebles de madera sólida, muchas telas, los documentos y las fotos se pueden limpiar y secar si llegamos pronto. Sacamos las cosas de la zona mojada, levantamos los muebles sobre bloques para que no toquen la alfombra mojada y podemos llevarnos sus pertenencias para limpiarlas y guardarlas. Lo que se empapó con aguas negras o de inundación es más difícil de salvar y queda documentado para su reclamo.',
  },
  {
    question: '¿En qué zonas trabajan?',
    answer: `Tenemos nuestra sede en ${business.homeTown.locality} y atendemos casas y negocios en ${countyList}, incluidos Loganville, Grayson, Lawrenceville, Monroe, Bethlehem, Lilburn, Stone Mountain, Conyers, Covington y Social Circle. Si vive cerca y no está seguro, llámenos: le diremos enseguida si podemos llegar pronto.`,
  },
] as const satisfies Localized<typeof en.faqs>;
