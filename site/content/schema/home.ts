/**
 * What the home page may say: the hero photo and each service card's icon and page once
 * (`data/home.json`), and every heading, paragraph and card in each language (`words/<lang>/home.json`),
 * matched by id. Buttons and the names screen readers hear stay with the components (interfaceCopy.ts).
 */
import * as v from 'valibot';
import { fields, line, longText, recordId } from './fields';
import { icon, sitePath } from './links';

const heading = line('Heading');
const paragraphs = (title: string) => v.pipe(v.array(longText('Paragraph')), v.minLength(1, 'must have at least one paragraph'), v.title(title));

export const homeRecordSchema = fields({
  hero: fields({
    image: v.pipe(
      v.string('must be text'),
      v.regex(/^hero\/[\w-]+\.(jpe?g|png|webp)$/i, 'must be a photo under site/assets/hero/, e.g. hero/home-hero.jpg'),
      v.title('Hero photo'),
    ),
  }),
  services: fields({
    items: v.pipe(
      v.array(fields({ id: recordId, icon, link: sitePath('Page the card leads to (its English address)') })),
      v.minLength(1, 'must have at least one service'),
      v.title('Service cards, in the order the page shows them'),
    ),
  }),
});

export const homeWordsSchema = fields({
  hero: fields({
    eyebrow: line('Line above the heading'),
    heading: line('Heading'),
    subheading: longText('Text under the heading'),
    imageAlt: line('What the hero photo shows'),
  }),
  reviews: fields({ heading, fallbackText: longText('Text shown until the live reviews load') }),
  familyOwned: fields({ heading, paragraphs: paragraphs('Paragraphs') }),
  map: fields({ heading, text: longText('Text') }),
  services: fields({
    heading,
    intro: longText('Introduction'),
    items: v.pipe(v.array(fields({ id: recordId, title: line('Title'), description: longText('Description') })), v.title('Service cards')),
  }),
  audiences: fields({
    heading,
    cards: v.pipe(
      v.array(
        fields({
          id: recordId,
          title: line('Title'),
          description: longText('Description'),
          features: v.pipe(v.array(line('Point')), v.minLength(1, 'must have at least one point'), v.title('Points')),
        }),
      ),
      v.minLength(1, 'must have at least one card'),
      v.title('Who we help: cards'),
    ),
  }),
  video: fields({ heading, text: longText('Text') }),
  accordions: fields({
    heading,
    intro: longText('Introduction'),
    sections: v.pipe(
      v.array(
        fields({
          id: recordId,
          heading,
          items: v.pipe(
            v.array(fields({ id: recordId, question: line('Question or step'), answer: longText('Answer') })),
            v.minLength(1, 'must have at least one item'),
            v.title('Items'),
          ),
        }),
      ),
      v.minLength(1, 'must have at least one section'),
      v.title('Sections'),
    ),
  }),
  gallery: fields({ heading, intro: longText('Introduction') }),
});

export type HomeRecord = v.InferOutput<typeof homeRecordSchema>;
export type HomeWords = v.InferOutput<typeof homeWordsSchema>;
