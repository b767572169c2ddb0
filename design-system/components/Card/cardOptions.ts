export const cardTones = ['default', 'muted', 'inverse'] as const;
export const cardElements = ['div', 'article', 'li', 'section'] as const;

export type CardTone = (typeof cardTones)[number];
export type CardElement = (typeof cardElements)[number];
