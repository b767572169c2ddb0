export const textElements = ['p', 'span', 'div', 'strong'] as const;
export const textSizes = ['small', 'medium', 'large'] as const;
export const textTones = ['default', 'muted', 'inverse', 'danger', 'success'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textAligns = ['left', 'center', 'right'] as const;

export type TextElement = (typeof textElements)[number];
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];
