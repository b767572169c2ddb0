import { Card, Columns, Heading, Stack, Text } from '../../design-system';
import type { TeamMember } from '../content/types';
import type { RenderPhoto } from './renderPhoto';

export interface TeamMemberCardsProps {
  members: readonly Pick<TeamMember, 'id' | 'name' | 'role' | 'image' | 'description'>[];
  /** Draws each portrait (`site/assets/team/<image>`). */
  renderPhoto: RenderPhoto;
}

/** The staff, one card each: portrait, name, role and what they do (the team page). */
export function TeamMemberCards({ members, renderPhoto }: TeamMemberCardsProps) {
  return (
    <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
      {members.map((member) => (
        <Card as="li" key={member.id} padding="medium">
          <Stack space="medium">
            {/* The name is the heading right below, so the portrait needs no alt text of its own. */}
            {renderPhoto({ src: `team/${member.image}`, alt: '', sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' })}
            <Stack space="xsmall">
              <Heading level={3} size="xlarge">
                {member.name}
              </Heading>
              <Text weight="bold" tone="muted">
                {member.role}
              </Text>
            </Stack>
            <Text>{member.description}</Text>
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
