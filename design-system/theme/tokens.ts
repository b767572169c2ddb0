/**
 * Raw design values. Components never read these: they go through the semantic `vars` contract.
 * Colour choices were checked against WCAG 2.2 AA by `tests/design-system/contrast.test.ts`.
 */
export const palette = {
  white: '#ffffff',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate900: '#0f172a',
  navy900: '#0b1f3a',
  navy800: '#12305a',
  blue100: '#dbeafe',
  blue300: '#93c5fd',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  blue900: '#1e3a8a',
  orange700: '#c2410c',
  orange800: '#9a3412',
  red700: '#b91c1c',
  red800: '#991b1b',
  red50: '#fef2f2',
  green700: '#15803d',
  green50: '#f0fdf4',
  amber800: '#92400e',
  amber50: '#fffbeb',
  amber300: '#fcd34d',
} as const;

/** The semantic colour roles, resolved to palette values. `vars.color` has exactly these keys. */
export const semanticColors = {
  text: palette.slate900,
  textMuted: palette.slate600,
  textInverse: palette.white,
  textInverseMuted: palette.slate200,
  background: palette.white,
  surface: palette.slate50,
  surfaceMuted: palette.slate100,
  surfaceInverse: palette.navy900,
  surfaceInverseRaised: palette.navy800,
  border: palette.slate200,
  borderStrong: palette.slate500,
  action: palette.blue700,
  actionHover: palette.blue800,
  onAction: palette.white,
  actionSoft: palette.blue100,
  onActionSoft: palette.blue900,
  accent: palette.orange700,
  accentHover: palette.orange800,
  onAccent: palette.white,
  emergency: palette.red700,
  emergencyHover: palette.red800,
  onEmergency: palette.white,
  danger: palette.red700,
  dangerHover: palette.red800,
  onDanger: palette.white,
  dangerSoft: palette.red50,
  success: palette.green700,
  successSoft: palette.green50,
  warning: palette.amber800,
  warningSoft: palette.amber50,
  highlight: palette.amber300,
  link: palette.blue700,
  linkHover: palette.blue900,
  linkInverse: palette.blue300,
  focusRing: palette.blue700,
  focusRingInverse: palette.amber300,
} as const;

export type ColorRole = keyof typeof semanticColors;

/**
 * Foreground/background pairs the theme puts on screen, with the WCAG 2.2 AA minimum for each:
 * 'text' 4.5:1 (body text), 'large' 3:1 (>= 24px or >= 18.66px bold), 'ui' 3:1 (boundaries, focus rings).
 */
export const colorPairs = [
  { fg: 'text', bg: 'background', kind: 'text' },
  { fg: 'text', bg: 'surface', kind: 'text' },
  { fg: 'text', bg: 'surfaceMuted', kind: 'text' },
  { fg: 'textMuted', bg: 'background', kind: 'text' },
  { fg: 'textMuted', bg: 'surface', kind: 'text' },
  { fg: 'textMuted', bg: 'surfaceMuted', kind: 'text' },
  { fg: 'textInverse', bg: 'surfaceInverse', kind: 'text' },
  { fg: 'textInverse', bg: 'surfaceInverseRaised', kind: 'text' },
  { fg: 'textInverseMuted', bg: 'surfaceInverse', kind: 'text' },
  { fg: 'linkInverse', bg: 'surfaceInverse', kind: 'text' },
  { fg: 'onAction', bg: 'action', kind: 'text' },
  { fg: 'onAction', bg: 'actionHover', kind: 'text' },
  { fg: 'onActionSoft', bg: 'actionSoft', kind: 'text' },
  { fg: 'onAccent', bg: 'accent', kind: 'text' },
  { fg: 'onAccent', bg: 'accentHover', kind: 'text' },
  { fg: 'onEmergency', bg: 'emergency', kind: 'text' },
  { fg: 'onEmergency', bg: 'emergencyHover', kind: 'text' },
  { fg: 'onDanger', bg: 'danger', kind: 'text' },
  { fg: 'danger', bg: 'background', kind: 'text' },
  { fg: 'danger', bg: 'dangerSoft', kind: 'text' },
  { fg: 'success', bg: 'background', kind: 'text' },
  { fg: 'success', bg: 'successSoft', kind: 'text' },
  { fg: 'warning', bg: 'warningSoft', kind: 'text' },
  { fg: 'link', bg: 'background', kind: 'text' },
  { fg: 'link', bg: 'surface', kind: 'text' },
  { fg: 'linkHover', bg: 'background', kind: 'text' },
  { fg: 'action', bg: 'surfaceMuted', kind: 'text' },
  { fg: 'text', bg: 'highlight', kind: 'text' },
  { fg: 'borderStrong', bg: 'background', kind: 'ui' },
  { fg: 'borderStrong', bg: 'surface', kind: 'ui' },
  { fg: 'focusRing', bg: 'background', kind: 'ui' },
  { fg: 'focusRing', bg: 'surface', kind: 'ui' },
  { fg: 'focusRing', bg: 'surfaceMuted', kind: 'ui' },
  { fg: 'focusRingInverse', bg: 'surfaceInverse', kind: 'ui' },
  { fg: 'focusRingInverse', bg: 'emergency', kind: 'ui' },
  { fg: 'action', bg: 'background', kind: 'ui' },
  { fg: 'emergency', bg: 'background', kind: 'ui' },
  { fg: 'accent', bg: 'background', kind: 'ui' },
  { fg: 'surfaceInverse', bg: 'background', kind: 'ui' },
] as const satisfies readonly { fg: ColorRole; bg: ColorRole; kind: 'text' | 'large' | 'ui' }[];

export const minimumRatio = { text: 4.5, large: 3, ui: 3 } as const;

export const space = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
  xxxlarge: '4.5rem',
} as const;

export type Space = keyof typeof space;

/** Breakpoints, mobile first. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

export const fontFamily = {
  // The device's own interface font (San Francisco, Roboto, Segoe UI...): no file to fetch before the
  // first paint and nothing to swap after it. A web font put about 90 ms on a phone's largest paint.
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
} as const;

export const fontSize = {
  xsmall: '0.8125rem',
  small: '0.875rem',
  medium: '1rem',
  large: '1.125rem',
  xlarge: '1.375rem',
  xxlarge: '1.75rem',
  xxxlarge: 'clamp(2rem, 1.4rem + 2.6vw, 3rem)',
} as const;

export const fontWeight = { regular: '400', medium: '550', bold: '700' } as const;

export const lineHeight = { tight: '1.2', normal: '1.6' } as const;

export const radius = { small: '4px', medium: '8px', large: '14px', full: '9999px' } as const;

export const shadow = {
  small: '0 1px 2px rgb(15 23 42 / 0.08)',
  medium: '0 4px 14px rgb(15 23 42 / 0.12)',
  large: '0 12px 32px rgb(15 23 42 / 0.18)',
} as const;

export const duration = { fast: '120ms', medium: '200ms', slow: '320ms' } as const;
