import type { Lang } from '../i18n/lang';
import record from './data/team.json';
import type { TeamRecord, TeamWords } from './schema/team';
import { fillTextFacts } from './textFacts';
import type { TeamMember } from './types';
import english from './words/en/team.json';
import spanish from './words/es/team.json';

const words: Record<Lang, TeamWords> = { en: english, es: spanish };
const people = record as TeamRecord;

/** The team in `lang`: each person's record with their words of the same id. */
export function teamIn(lang: Lang): { team: TeamMember[]; teamFuture: { heading: string; paragraphs: string[]; image: string; imageAlt: string } } {
  const { members, future } = words[lang];
  const said = new Map(members.map((member) => [member.id, member]));
  const team = people.members.map(({ id, name, image }) => {
    const member = said.get(id);
    if (member === undefined) throw new Error(`words/${lang}/team.json has nothing about "${id}".`);
    return { id, name, role: member.role, image, description: fillTextFacts(member.description, lang) };
  });
  return {
    team,
    teamFuture: { heading: future.heading, paragraphs: future.paragraphs.map((paragraph) => fillTextFacts(paragraph, lang)), image: people.future.image, imageAlt: future.imageAlt },
  };
}
