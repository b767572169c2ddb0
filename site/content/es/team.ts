import type { Localized } from '../localized';
import type * as en from '../team';
import { teamIn } from '../teamMembers';
import type { TeamMember } from '../types';

/** The Spanish twin of `../team.ts`: names stay as they are; roles and bios in Spanish (`words/es/team.json`). */
const { team: members, teamFuture: future } = teamIn('es');

export const team = members satisfies Localized<typeof en.team>;

export function findTeamMember(id: string): TeamMember | undefined {
  return team.find((member) => member.id === id);
}

export const teamFuture = future satisfies Localized<typeof en.teamFuture>;
