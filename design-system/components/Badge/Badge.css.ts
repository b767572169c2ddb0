import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import type { BadgeTone } from './badgeTones';

const tone = {
  neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border },
  action: { backgroundColor: vars.color.actionSoft, color: vars.color.onActionSoft },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning },
  emergency: { backgroundColor: vars.color.emergency, color: vars.color.onEmergency },
} satisfies Record<BadgeTone, StyleRule>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: '0.125rem',
    paddingInline: vars.space.xsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: { tone },
  defaultVariants: { tone: 'neutral' },
});
