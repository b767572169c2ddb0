/** `inverse` is for links on dark surfaces (`vars.color.surfaceInverse`). */
export const linkTones = ['default', 'inverse'] as const;

export type LinkTone = (typeof linkTones)[number];
