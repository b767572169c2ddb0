import { teamIn } from './teamMembers';
import type { TeamMember } from './types';

/**
 * Sample staff: placeholders the owner replaces with the real crew (`data/team.json`, and
 * `words/<lang>/team.json` for what each does). Blog articles name their author by `id`, so keep ids
 * stable when names change.
 */
const { team: members, teamFuture: future } = teamIn('en');

export const team: readonly TeamMember[] = members;

export function findTeamMember(id: string): TeamMember | undefined {
  return team.find((member) => member.id === id);
}

/** The team page's closing family section. */
export const teamFuture = future;
