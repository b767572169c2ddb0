/** Heading levels map to `<h1>`..`<h6>`: they carry the outline, not the look. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
/** Visual sizes, largest first; each level has a default, and `size` overrides the look only. */
export const headingSizes = ['xxxlarge', 'xxlarge', 'xlarge', 'large', 'medium', 'small'] as const;
export const headingTones = ['default', 'muted', 'inverse'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size each level gets when no `size` is given. */
export const defaultHeadingSize = {
  1: 'xxxlarge',
  2: 'xxlarge',
  3: 'xlarge',
  4: 'large',
  5: 'medium',
  6: 'small',
} as const satisfies Record<HeadingLevel, HeadingSize>;
