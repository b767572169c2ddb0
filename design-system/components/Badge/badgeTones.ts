/** Badge colours. Each pairs a soft or solid surface with a text role checked for contrast in tokens.ts. */
export const badgeTones = ['neutral', 'action', 'success', 'warning', 'emergency'] as const;

export type BadgeTone = (typeof badgeTones)[number];
