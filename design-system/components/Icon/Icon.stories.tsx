import type { Story, StoryDefault } from '@ladle/react';
import { Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { vars } from '../../theme/vars.css';
import * as brandIcons from './brandIcons';
import { Icon, type IconComponent } from './Icon';
import * as icons from './icons';

export default {
  title: 'Components/Icon',
} satisfies StoryDefault;

const byName = (set: Record<string, unknown>) =>
  Object.entries(set)
    .filter((entry): entry is [string, IconComponent] => typeof entry[1] === 'function' || typeof entry[1] === 'object')
    .sort(([a], [b]) => a.localeCompare(b));

const iconEntries = byName(icons);
const brandEntries = byName(brandIcons);

const tile = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  overflowWrap: 'anywhere',
} as const;

/** Each icon is decorative here: its visible name is the text. */
const Gallery = ({ entries, size = 24 }: { entries: [string, IconComponent][]; size?: number }) => (
  <Columns as="ul" minItemWidth="8rem" space="small">
    {entries.map(([name, glyph]) => (
      <Stack as="li" key={name} space="xsmall" align="center" style={tile}>
        <Icon icon={glyph} size={size} />
        <span>{name}</span>
      </Stack>
    ))}
  </Columns>
);

export const AllIcons: Story = () => <Gallery entries={iconEntries} />;

export const BrandIcons: Story = () => <Gallery entries={brandEntries} size={32} />;

export const Labelled: Story = () => (
  <Inline space="medium">
    <Icon icon={icons.Phone} label="Phone" />
    <Icon icon={brandIcons.Facebook} label="Facebook" size={28} />
    <Icon icon={brandIcons.YouTube} label="YouTube" size={28} />
  </Inline>
);

const allNames = [...iconEntries, ...brandEntries].map(([name]) => name);
const glyphFor = Object.fromEntries([...iconEntries, ...brandEntries]);

export const Playground: Story<{ name: string; size: number; label: string }> = ({ name, size, label }) => {
  const glyph = glyphFor[name];
  return glyph ? <Icon icon={glyph} size={Number(size)} label={label || undefined} /> : <p>Choose an icon.</p>;
};

Playground.args = { size: 32, label: '' };
Playground.argTypes = {
  name: { options: allNames, control: { type: 'select' }, defaultValue: 'Phone' },
  size: { control: { type: 'range', min: 12, max: 96, step: 4 } },
};
