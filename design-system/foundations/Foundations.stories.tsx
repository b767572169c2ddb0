import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { Button } from '../components/Button/Button';
import { Heading } from '../components/Heading/Heading';
import { Text } from '../components/Text/Text';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { contrastRatio } from '../theme/contrast';
import {
  colorPairs,
  duration,
  fontSize,
  fontWeight,
  lineHeight,
  minimumRatio,
  palette,
  radius,
  semanticColors,
  shadow,
  space,
  type ColorRole,
} from '../theme/tokens';
import { vars } from '../theme/vars.css';
import * as styles from './foundations.css';
import { keys, TokenRow, TokenTable, tokenHeadings } from './TokenTable';

/**
 * The theme's tokens as designers see them. Every value here is read from `tokens.ts` and shown
 * through the `vars` contract the components use, so these pages cannot drift from the code.
 */
export default {
  title: 'Foundations',
} satisfies StoryDefault;

const pairKinds = {
  text: 'Body text: 4.5:1',
  large: 'Large text: 3:1',
  ui: 'Boundaries and focus rings: 3:1',
} as const;

/** Each foreground/background pair the theme uses, with its ratio computed from the token values. */
export const ColourPairs: Story = () => (
  <TokenTable caption="Colour pairs and their WCAG 2.2 contrast ratio" headings={['Sample', 'Foreground', 'Background', 'Ratio', 'Minimum']}>
    {colorPairs.map(({ fg, bg, kind }) => {
      const ratio = contrastRatio(semanticColors[fg], semanticColors[bg]);
      return (
        <tr key={`${fg}-${bg}`}>
          <td>
            {kind === 'ui' ? (
              // A boundary, not text: drawn as an outlined box on its background.
              <span style={{ display: 'inline-block', padding: vars.space.xsmall, background: vars.color[bg] }}>
                <span
                  className={styles.swatch}
                  style={{ border: `3px solid ${vars.color[fg]}`, background: vars.color[bg] }}
                  aria-hidden="true"
                />
              </span>
            ) : (
              <span style={{ display: 'inline-block', padding: `${vars.space.xxsmall} ${vars.space.small}`, color: vars.color[fg], background: vars.color[bg] }}>
                Call us 24/7
              </span>
            )}
          </td>
          <td>
            <span className={styles.code}>{fg}</span> {semanticColors[fg]}
          </td>
          <td>
            <span className={styles.code}>{bg}</span> {semanticColors[bg]}
          </td>
          <td>{ratio.toFixed(2)}:1</td>
          <td>
            {pairKinds[kind]} {ratio >= minimumRatio[kind] ? '(passes)' : '(FAILS)'}
          </td>
        </tr>
      );
    })}
  </TokenTable>
);

/** The semantic roles components use, and the palette colour behind each. */
export const ColourRoles: Story = () => {
  const paletteName = (hex: string) => keys(palette).find((name) => palette[name] === hex) ?? hex;
  return (
    <TokenTable caption="Colour roles" headings={['Swatch', 'Role', 'Palette colour']}>
      {keys(semanticColors).map((role: ColorRole) => (
        <tr key={role}>
          <td>
            <span className={styles.swatch} style={{ background: vars.color[role] }} aria-hidden="true" />
          </td>
          <td className={styles.code}>{role}</td>
          <td>
            {paletteName(semanticColors[role])} {semanticColors[role]}
          </td>
        </tr>
      ))}
    </TokenTable>
  );
};

export const TypeScale: Story = () => (
  <Stack space="large">
    <TokenTable caption="Font sizes" headings={tokenHeadings}>
      {keys(fontSize).map((size) => (
        <TokenRow
          key={size}
          name={size}
          value={fontSize[size]}
          sampleStyle={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}
        >
          Water damage help, day or night
        </TokenRow>
      ))}
    </TokenTable>
    <TokenTable caption="Weights and line heights" headings={tokenHeadings}>
      {keys(fontWeight).map((weight) => (
        <TokenRow key={weight} name={`fontWeight.${weight}`} value={fontWeight[weight]} sampleStyle={{ fontWeight: vars.fontWeight[weight] }}>
          Family-owned and locally trusted
        </TokenRow>
      ))}
      {keys(lineHeight).map((height) => (
        <TokenRow
          key={height}
          name={`lineHeight.${height}`}
          value={lineHeight[height]}
          sampleStyle={{ lineHeight: vars.lineHeight[height], maxInlineSize: '20rem' }}
        >
          Burst pipes, failed water heaters and flooded basements: we extract the water and dry the house.
        </TokenRow>
      ))}
    </TokenTable>
  </Stack>
);

export const Spacing: Story = () => (
  <TokenTable caption="Space scale (padding, gaps)" headings={['Token', 'Value', 'Size']}>
    {keys(space).map((step) => (
      <TokenRow key={step} name={step} value={space[step]}>
        <span
          style={{ display: 'block', blockSize: '1rem', inlineSize: vars.space[step], minInlineSize: '1px', background: vars.color.action }}
          aria-hidden="true"
        />
      </TokenRow>
    ))}
  </TokenTable>
);

export const Radii: Story = () => (
  <Inline space="xlarge">
    {keys(radius).map((size) => (
      <Stack key={size} space="xsmall" align="center">
        <span
          style={{ display: 'block', inlineSize: '5rem', blockSize: '5rem', borderRadius: vars.radius[size], background: vars.color.actionSoft, border: `2px solid ${vars.color.action}` }}
          aria-hidden="true"
        />
        <Text size="small">
          <span className={styles.code}>{size}</span> {radius[size]}
        </Text>
      </Stack>
    ))}
  </Inline>
);

export const Shadows: Story = () => (
  <Inline space="xxlarge">
    {keys(shadow).map((size) => (
      <Stack key={size} space="small" align="center">
        <span
          style={{ display: 'block', inlineSize: '7rem', blockSize: '5rem', borderRadius: vars.radius.medium, background: vars.color.background, boxShadow: vars.shadow[size] }}
          aria-hidden="true"
        />
        <Text size="small">
          <span className={styles.code}>{size}</span>
        </Text>
      </Stack>
    ))}
  </Inline>
);

/** Whether the system asks for reduced motion right now. */
function useSystemReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduce(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduce;
}

/**
 * Each duration moving a box, once per press (nothing on the page moves on its own). With reduced
 * motion, the theme cuts every transition and animation to 0.01 ms: the box arrives without moving.
 * 'Show reduced motion' applies the same rule here without changing the system setting.
 */
export const Motion: Story = () => {
  const systemReduced = useSystemReducedMotion();
  const [simulated, setSimulated] = useState(false);
  const [moved, setMoved] = useState(false);
  const reduced = systemReduced || simulated;
  return (
    <Stack space="large">
      <Heading level={2}>Motion</Heading>
      <Text>
        {systemReduced
          ? 'This system asks for reduced motion, so the boxes jump instead of sliding, as everywhere on the site.'
          : 'Press Play to see each duration. With reduced motion the boxes jump instead of sliding, as everywhere on the site.'}
      </Text>
      <Inline space="small">
        <Button onPress={() => setMoved((value) => !value)}>{moved ? 'Play back' : 'Play'}</Button>
        <Button variant="outline" aria-pressed={simulated} isDisabled={systemReduced} onPress={() => setSimulated((value) => !value)}>
          Show reduced motion
        </Button>
      </Inline>
      <TokenTable caption={`Durations${reduced ? ' (reduced motion: 0.01 ms)' : ''}`} headings={['Token', 'Value', 'Demo']}>
        {keys(duration).map((speed) => (
          <TokenRow key={speed} name={speed} value={duration[speed]}>
            <div className={styles.track}>
              <div
                className={[styles.mover, moved ? styles.moved : '', reduced ? styles.reduced : ''].join(' ')}
                style={{ transitionDuration: vars.duration[speed] }}
                aria-hidden="true"
              />
            </div>
          </TokenRow>
        ))}
      </TokenTable>
    </Stack>
  );
};
