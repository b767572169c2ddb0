/**
 * What the office types in the editor's tasks (tests/e2e/editor.test.ts), in both languages: each task
 * checks what it saved against these words, and the build at the end looks for them on the pages. The
 * article the tasks write is the guide's (`sampleArticle`, support/editorSteps.ts).
 */

export const hours = { en: 'Monday to Saturday, 8 a.m. to 6 p.m.', es: 'lunes a sábado, de 8 a. m. a 6 p. m.' };
export const answer = {
  en: 'Yes. We reach any address in our area within {onSite}, day or night, and give you a written estimate before we start.',
  es: 'Sí. Llegamos en {onSite} a cualquier punto de nuestra zona, de día o de noche, y le damos un presupuesto por escrito antes de empezar.',
};
export const person = {
  name: 'Ana Ruiz',
  order: 6,
  role: { en: 'Estimator', es: 'Estimadora' },
  about: { en: 'Ana meets you at the door within {onSite} and writes the estimate with you.', es: 'Ana lo recibe en la puerta en {onSite} y prepara el presupuesto con usted.' },
};
export const workPhoto = { en: 'A dried-out laundry room after a burst washer hose', es: 'Un lavadero ya seco tras romperse la manguera de la lavadora' };
export const fixedAnswer = {
  en: 'Most homes dry in {typicalJob}; we measure every day and tell you when it is done.',
  es: 'La mayoría de las casas se secan en {typicalJob}; medimos cada día y le avisamos cuando termina.',
};
export const newDescription = { en: 'Air movers drying a living room after a burst pipe, the carpet rolled back', es: 'Ventiladores secando una sala tras romperse una tubería, con la alfombra enrollada' };
export const emergency = { en: 'Emergency line answered 24/7, holidays too', es: 'Línea de emergencia atendida 24/7, también en días festivos' };
