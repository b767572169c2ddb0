/*
 * The trade words of the Spanish site: for each term, the one Spanish word or phrase the site uses, and
 * the words it must not use in that sense. A reader who meets two words for one thing, or one word for
 * two things ("aislamiento" for both mold containment and insulation), stops and wonders. The same list
 * keeps out the calques and slips native readers found, which read as a translation ("más" for "plus",
 * "escorrentías", "con licencia y seguro"). The check runs over every Spanish string the site shows and
 * every Spanish mail and page the newsletter sends.
 */

/** A whole word or phrase: JavaScript's \b does not see accented letters as part of a word. */
const words = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');

/** Two things in one sentence, in either order. */
const sameSentence = (a: string, b: string) => words(`(?:${a})[^.;:?!]*(?:${b})|(?:${b})[^.;:?!]*(?:${a})`);

export interface Avoided {
  readonly pattern: RegExp;
  /** What the word would say instead, for the failure message. */
  readonly because: string;
  /** Where the word may stay: search keywords, which match what people type rather than what they read. */
  readonly allowedIn?: RegExp;
}

/** Search keywords and article tags: words people type into a search box, never shown as text. */
export const searchWords = /\.(?:keywords|tags)\.\d+$/;

interface GlossaryEntry {
  /** The trade term, in English. */
  readonly term: string;
  /** The one Spanish word or phrase the site uses for it. */
  readonly spanish: string;
  /** How that word appears in running text (with its other forms). */
  readonly uses: RegExp;
  readonly avoid: readonly Avoided[];
}

export const glossary: readonly GlossaryEntry[] = [
  {
    term: 'containment (mold, sewage)',
    spanish: 'contención',
    uses: words('contenci[oó]n(?:es)?'),
    avoid: [
      { pattern: words('aislamientos? de (?:la|las|los|el) (?:zona|zonas|cuartos?|área|unidad)'), because: '"aislamiento" is insulation' },
      { pattern: words('aislamientos? de plástico'), because: '"aislamiento" is insulation' },
      { pattern: words('aislamientos'), because: 'insulation is not counted: plural "aislamientos" can only mean containments' },
      { pattern: words('antes de (?:quitar|retirar|levantar) el aislamiento'), because: 'reads as tearing out the insulation' },
      { pattern: sameSentence('aislamiento', 'presión de aire negativa|zona de trabajo|filtro HEPA|purificador(?:es)? de aire'), because: '"aislamiento" next to the work area reads as insulation' },
      { pattern: words('aisla(?:r|mos|n|do|da|dos|das|ndo)|aísla(?:n|s)?|aislarl[ao]s?'), because: 'the site contains an area ("ponemos la zona bajo contención")' },
    ],
  },
  {
    term: 'water damage',
    spanish: 'daños por agua',
    uses: words('daños? por agua'),
    avoid: [{ pattern: words('daños? de agua'), because: 'the trade and the searches say "daños por agua"' }],
  },
  {
    term: 'air movers',
    spanish: 'ventiladores de secado',
    uses: words('ventiladores de secado'),
    avoid: [
      { pattern: words('ventiladores de aire'), because: 'every fan moves air: the drying fans are "ventiladores de secado"' },
      // The singular "ventilador" stays free: it is the air handler's fan setting (Auto / On).
      { pattern: words('ventiladores(?! de secado)'), because: 'the drying fans are "ventiladores de secado" everywhere' },
    ],
  },
  {
    term: 'water damage restoration',
    spanish: 'restauración de daños por agua',
    uses: words('restauración de daños por agua'),
    avoid: [{ pattern: words('restauración por agua'), because: 'not a term: water restores nothing; the trade is "restauración de daños por agua"' }],
  },
  {
    term: 'water mitigation',
    spanish: 'mitigación de daños por agua',
    uses: words('mitigación de daños por agua'),
    avoid: [{ pattern: words('mitigación (?:de|del) agua'), because: 'reads as cutting the water supply: it is the damage that is mitigated' }],
  },
  {
    term: 'licensed and insured',
    spanish: 'con licencia y asegurados',
    uses: words('con licencia y asegurad[oa]s?'),
    // "tiene licencia y seguro" stays: after the verb "seguro" can only be the insurance.
    avoid: [{ pattern: words('con licencia y seguros?'), because: 'a lone "seguro" reads as "safe": "con licencia y asegurados"' }],
  },
  {
    term: 'insurance company',
    spanish: 'compañía de seguros',
    uses: words('compañías? de seguros'),
    avoid: [{ pattern: words('compañías? de seguro'), because: 'the set phrase is "compañía de seguros"' }],
  },
  {
    term: 'sagging insulation',
    spanish: 'queda colgando',
    uses: words('quedan? colgando'),
    avoid: [{ pattern: words('se cuelgan?|se colg(?:ó|aron)'), because: '"colgarse" is to hang oneself, or a computer freezing: insulation "queda colgando"' }],
  },
  {
    term: 'storm runoff',
    spanish: 'agua de lluvia, agua de tormentas',
    uses: words('agua de (?:lluvia|tormentas?)'),
    avoid: [{ pattern: words('escorrentías?'), because: 'a hydrologist\'s word homeowners do not use: "el agua de lluvia", "el agua de tormentas"' }],
  },
  {
    term: 'family room',
    spanish: 'sala de estar',
    uses: words('salas? de estar'),
    avoid: [{ pattern: words('salas? familiar(?:es)?'), because: 'a calque of "family room": "sala de estar"' }],
  },
  {
    term: 'septic system (beside the well: "pozo" is the well)',
    spanish: 'sistema séptico, tanque séptico',
    uses: words('sistemas? sépticos?|tanques? sépticos?'),
    avoid: [
      {
        pattern: words('pozos? sépticos?'),
        because: 'next to "pozo de agua" two "pozos" mean two things, in drinking-water advice: "sistema séptico" or "tanque séptico"',
        allowedIn: searchWords,
      },
    ],
  },
  {
    term: 'plus (and also)',
    spanish: 'y',
    uses: words('y'),
    avoid: [
      {
        // ", más" that adds a thing, not a comparison ("más insectos de lo normal") nor "cuanto antes…, más".
        pattern: /(?<!cuanto[^.;:?!]*), más (?!(?:\p{L}+ )?(?:de lo|de los que|de las que|que)(?![\p{L}]))(?!allá|importante|aún|todavía|tarde|bien|o menos)\p{L}/iu,
        because: '"más" for the English "plus" is a calque: "y", or "y, cuando…,"',
      },
    ],
  },
  {
    term: 'published on (the label the article page puts straight before the date)',
    spanish: 'publicado el',
    uses: words('publicado el'),
    avoid: [
      { pattern: /^\s*(?:publicad[oa]|actualizad[oa])\s*$/iu, because: 'Spanish needs the article before a date: "Publicado el 15 de enero"' },
      { pattern: words('(?:publicad[oa]|actualizad[oa]) \\d'), because: 'Spanish needs the article before a date: "Publicado el 15 de enero"' },
    ],
  },
  {
    term: 'the reader, whoever reads (usted without a gender)',
    spanish: 'su suscripción está confirmada',
    uses: words('su suscripción (?:ya )?está confirmada'),
    avoid: [
      {
        pattern: words('(?:ya )?está suscrit[oa]|¿list[oa] para|esté preparad[oa]|no está segur[oa]'),
        because: 'many readers are women: say it of the subscription, the work or the doubt, not of the reader',
      },
    ],
  },
  {
    term: 'pier skirting (crawl space)',
    spanish: 'cerramiento entre los pilares',
    uses: words('cerramiento entre los pilares'),
    avoid: [
      { pattern: sameSentence('zócalos?', 'pilares'), because: '"zócalo" is the baseboard' },
      { pattern: words('zócalos? suelto'), because: '"zócalo" is the baseboard' },
      { pattern: words('(?:reparación|reparar|reparamos|construimos|construir) (?:del?|el|un) zócalo'), because: '"zócalo" is the baseboard' },
    ],
  },
  {
    term: 'landlord',
    spanish: 'arrendador',
    uses: words('arrendador(?:es)?'),
    avoid: [{ pattern: words('dueños? de (?:la vivienda|las? casas? de alquiler|la propiedad alquilada)'), because: 'the one who rents out the home is "el arrendador"' }],
  },
  {
    term: 'courthouse',
    spanish: 'palacio de justicia',
    uses: words('palacio de justicia'),
    avoid: [{ pattern: words('tribunal(?:es)?'), because: 'a "tribunal" is the court, not the building on the square' }],
  },
  {
    term: 'city hall (a landmark, kept in English like the others)',
    spanish: 'City Hall',
    uses: words('City Hall'),
    avoid: [{ pattern: words('ayuntamientos?'), because: '"Ayuntamiento" reads as Spain' }],
  },
  {
    term: 'click (a button)',
    spanish: 'haga clic',
    uses: words('(?:haga|hace|hacer) clic'),
    avoid: [{ pattern: words('puls(?:e|a|ar|an|en|ando|ó)|oprim(?:a|e|ir)|presione'), because: '"pulse" reads as Spain; the site says "haga clic"' }],
  },
  {
    term: 'we will contact you',
    spanish: 'nos comunicaremos con usted',
    uses: words('nos comunicaremos con usted'),
    avoid: [{ pattern: words('(?:le|lo|la|los|las) contactar(?:emos|é|á|án)|contactaremos'), because: '"le contactaremos" reads as Spain' }],
  },
  {
    term: 'humid air',
    spanish: 'aire húmedo',
    uses: words('aire (?:caliente y )?húmedo'),
    avoid: [{ pattern: words('aire (?:caliente y )?mojado'), because: 'air is "húmedo"; "mojado" is a calque of "wet air"' }],
  },
  {
    term: 'Applied Structural Drying (the IICRC certification)',
    spanish: 'secado estructural aplicado',
    uses: words('secado estructural aplicado'),
    avoid: [{ pattern: sameSentence('certifica\\p{L}*|IICRC', 'secado estructural(?! aplicado)(?! y deshumidificación)'), because: 'the certification is "secado estructural aplicado (ASD)"' }],
  },
];
