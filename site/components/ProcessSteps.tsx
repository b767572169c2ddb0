import { Badge, Card, Columns, Heading, Stack, Text } from '../../design-system';
import type { ProcessStep } from '../content/types';
import { PageSection } from './PageSection';

export interface ProcessStepsProps {
  /** The section's `h2` ('Our Process'). */
  heading: string;
  /** The steps in order; each shows its own number. */
  steps: readonly ProcessStep[];
}

/**
 * A service's process as a numbered list. The list is an `ol` for its meaning, but its markers are
 * off and the step number is drawn from the data instead, so a screen reader hears each number once.
 */
export function ProcessSteps({ heading, steps }: ProcessStepsProps) {
  return (
    <PageSection heading={heading}>
      <Columns as="ol" columns={{ mobile: 1, tablet: 2, desktop: steps.length % 4 === 0 ? 4 : 3 }} space="medium">
        {steps.map((step) => (
          <Card as="li" key={step.step} padding={{ mobile: 'medium', tablet: 'large' }}>
            <Stack space="small">
              {/* The number inside the heading, so jumping by headings still hears which step it is. */}
              <Heading level={3} size="large">
                <Badge tone="action">{step.step}</Badge> {step.title}
              </Heading>
              <Text>{step.description}</Text>
            </Stack>
          </Card>
        ))}
      </Columns>
    </PageSection>
  );
}
