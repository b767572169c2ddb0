import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { space, type Space } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { Box } from './Box';
import { Columns } from './Columns';
import { Container } from './Container';
import { Inline } from './Inline';
import {
  collapseBreakpoints,
  columnCounts,
  containerWidths,
  inlineAlignYs,
  inlineAligns,
  stackAligns,
  type CollapseBreakpoint,
  type ColumnCount,
  type InlineAlign,
  type InlineAlignY,
  type StackAlign,
} from './layoutOptions';
import { Stack } from './Stack';

export default {
  title: 'Layout',
} satisfies StoryDefault;

const spaces = Object.keys(space) as Space[];

const tile = {
  background: vars.color.actionSoft,
  color: vars.color.onActionSoft,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
} as const;

/** A visible stand-in for content, so gaps and alignment show on screen. */
const Placeholder = ({ children, height }: { children: ReactNode; height?: string }) => (
  <div style={{ ...tile, minHeight: height }}>{children}</div>
);

const outline = { outline: `1px solid ${vars.color.border}` } as const;

export const BoxElements: Story = () => (
  <Stack space="medium">
    <Box as="section" padding="medium" style={outline} aria-label="Boxed section">
      A section with medium padding
    </Box>
    <Box as="ul" display="flex" gap="small">
      <Box as="li" paddingX="small" style={outline}>
        Item one
      </Box>
      <Box as="li" paddingX="small" style={outline}>
        Item two
      </Box>
    </Box>
    <Box padding={{ mobile: 'small', tablet: 'large', desktop: 'xxlarge' }} style={outline}>
      Padding that grows with the screen
    </Box>
  </Stack>
);

export const StackSpaces: Story = () => (
  <Columns minItemWidth="10rem" space="large">
    {spaces.map((gap) => (
      <Stack key={gap} space="xsmall">
        <strong>space=&quot;{gap}&quot;</strong>
        <Stack space={gap}>
          <Placeholder>One</Placeholder>
          <Placeholder>Two</Placeholder>
          <Placeholder>Three</Placeholder>
        </Stack>
      </Stack>
    ))}
  </Columns>
);

export const StackAligns: Story = () => (
  <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
    {stackAligns.map((align) => (
      <Stack key={align} space="small" align={align} style={outline}>
        <strong>align=&quot;{align}&quot;</strong>
        <Placeholder>Short</Placeholder>
        <Placeholder>A longer item</Placeholder>
      </Stack>
    ))}
  </Columns>
);

export const StackAsList: Story = () => (
  <Stack as="ul" space={{ mobile: 'small', desktop: 'large' }}>
    <li>Item one</li>
    <li>Item two</li>
    <li>Item three</li>
  </Stack>
);

export const InlineAlignment: Story = () => (
  <Stack space="large">
    {inlineAligns.map((align) => (
      <Stack key={align} space="xsmall">
        <strong>align=&quot;{align}&quot;</strong>
        <Inline align={align} style={outline}>
          <Placeholder>One</Placeholder>
          <Placeholder height="3rem">Two</Placeholder>
          <Placeholder>Three</Placeholder>
        </Inline>
      </Stack>
    ))}
    {inlineAlignYs.map((alignY) => (
      <Stack key={alignY} space="xsmall">
        <strong>alignY=&quot;{alignY}&quot;</strong>
        <Inline alignY={alignY} style={outline}>
          <Placeholder>One</Placeholder>
          <Placeholder height="3rem">Two</Placeholder>
          <Placeholder>Three</Placeholder>
        </Inline>
      </Stack>
    ))}
  </Stack>
);

export const InlineCollapse: Story = () => (
  <Stack space="large">
    {collapseBreakpoints.map((breakpoint) => (
      <Stack key={breakpoint} space="xsmall">
        <strong>collapseBelow=&quot;{breakpoint}&quot; (resize the window)</strong>
        <Inline collapseBelow={breakpoint} space="medium" style={outline}>
          <Placeholder>First action</Placeholder>
          <Placeholder>Second action</Placeholder>
        </Inline>
      </Stack>
    ))}
    <Stack space="xsmall">
      <strong>Many items wrap onto new rows</strong>
      <Inline as="ul" space="xsmall">
        {Array.from({ length: 14 }, (_, index) => (
          <li key={index}>
            <Placeholder>Item {index + 1}</Placeholder>
          </li>
        ))}
      </Inline>
    </Stack>
  </Stack>
);

export const ColumnsResponsive: Story = () => (
  <Stack space="large">
    <strong>columns=&#123;&#123; mobile: 1, tablet: 2, desktop: 4 &#125;&#125;</strong>
    <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
      {['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'].map((label) => (
        <li key={label}>
          <Placeholder height="4rem">{label}</Placeholder>
        </li>
      ))}
    </Columns>
    <strong>minItemWidth=&quot;16rem&quot;</strong>
    <Columns minItemWidth="16rem" space="medium">
      {['One', 'Two', 'Three', 'Four', 'Five'].map((label) => (
        <Placeholder key={label} height="4rem">
          {label}
        </Placeholder>
      ))}
    </Columns>
  </Stack>
);

export const ContainerWidths: Story = () => (
  <Stack space="medium">
    {containerWidths.map((width) => (
      <Container key={width} width={width} style={outline}>
        <Placeholder>width=&quot;{width}&quot;</Placeholder>
      </Container>
    ))}
  </Stack>
);

interface PlaygroundArgs {
  space: Space;
  stackAlign: StackAlign;
  inlineAlign: InlineAlign;
  inlineAlignY: InlineAlignY;
  collapseBelow: CollapseBreakpoint | 'never';
  columns: ColumnCount;
  items: number;
}

export const Playground: Story<PlaygroundArgs> = ({
  space: gap,
  stackAlign,
  inlineAlign,
  inlineAlignY,
  collapseBelow,
  columns,
  items,
}) => {
  const labels = Array.from({ length: Number(items) }, (_, index) => `Item ${index + 1}`);
  return (
    <Container>
      <Stack space="xlarge">
        <Stack space={gap} align={stackAlign} style={outline}>
          {labels.map((label) => (
            <Placeholder key={label}>{label}</Placeholder>
          ))}
        </Stack>
        <Inline
          space={gap}
          align={inlineAlign}
          alignY={inlineAlignY}
          collapseBelow={collapseBelow === 'never' ? undefined : collapseBelow}
          style={outline}
        >
          {labels.map((label, index) => (
            <Placeholder key={label} height={index % 2 ? '3rem' : undefined}>
              {label}
            </Placeholder>
          ))}
        </Inline>
        <Columns space={gap} columns={{ mobile: 1, tablet: Number(columns) as ColumnCount }}>
          {labels.map((label) => (
            <Placeholder key={label}>{label}</Placeholder>
          ))}
        </Columns>
      </Stack>
    </Container>
  );
};

Playground.args = { items: 4 };
Playground.argTypes = {
  space: { options: spaces, control: { type: 'select' }, defaultValue: 'medium' },
  stackAlign: { options: stackAligns, control: { type: 'select' }, defaultValue: 'stretch' },
  inlineAlign: { options: inlineAligns, control: { type: 'select' }, defaultValue: 'left' },
  inlineAlignY: { options: inlineAlignYs, control: { type: 'select' }, defaultValue: 'center' },
  collapseBelow: { options: ['never', ...collapseBreakpoints], control: { type: 'select' }, defaultValue: 'never' },
  columns: { options: columnCounts, control: { type: 'select' }, defaultValue: 3 },
  items: { control: { type: 'range', min: 1, max: 12, step: 1 } },
};
