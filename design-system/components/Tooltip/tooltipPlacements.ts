/** The sides a tooltip can take. The component's prop type, the stories and the tests read this list. */
export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;

export type TooltipPlacement = (typeof tooltipPlacements)[number];
