/** The sprinkles conditions, smallest first. */
export const conditions = ['mobile', 'tablet', 'desktop'] as const;
export type Condition = (typeof conditions)[number];

/** One value for every screen, or a value per breakpoint (mobile first: a missing one takes the one below). */
export type ResponsiveValue<T> = T | { readonly [C in Condition]?: T };

const isPerCondition = <T>(value: ResponsiveValue<T>): value is { readonly [C in Condition]?: T } =>
  typeof value === 'object' && value !== null;

/** Spells a responsive value out for every condition, carrying each value up to the larger screens. */
export function resolveResponsive<T>(value: ResponsiveValue<T>): Record<Condition, T | undefined> {
  if (!isPerCondition(value)) return { mobile: value, tablet: value, desktop: value };
  const mobile = value.mobile;
  const tablet = value.tablet ?? mobile;
  const desktop = value.desktop ?? tablet;
  return { mobile, tablet, desktop };
}

/** Maps each value of a responsive prop, keeping its shape, so it can go straight into sprinkles. */
export function mapResponsive<T, R>(value: ResponsiveValue<T>, map: (value: T) => R): ResponsiveValue<R> {
  if (!isPerCondition(value)) return map(value);
  const mapped: { [C in Condition]?: R } = {};
  for (const condition of conditions) {
    const entry = value[condition];
    if (entry !== undefined) mapped[condition] = map(entry);
  }
  return mapped;
}
