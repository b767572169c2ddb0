/**
 * Social network marks as simple geometric glyphs drawn for this design system (not the networks'
 * official artwork). Filled rather than stroked: each is one path whose holes come from the even-odd
 * fill rule.
 */
import type { LucideProps } from './icons';

/** The lucide icon props (`size` defaults to 24), so `<Icon icon={Facebook} label="Facebook" />` works. */
export type BrandIconProps = Omit<LucideProps, 'ref'>;

const roundedSquare = 'M6 2h12a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4Z';

function brandIcon(name: string, path: string) {
  // Stroke props exist for parity with lucide; these glyphs are filled, so they are dropped, not passed to the DOM.
  function BrandIcon({
    size = 24,
    absoluteStrokeWidth: _absolute,
    nonScalingStroke: _nonScaling,
    strokeWidth: _width,
    ...props
  }: BrandIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        {...props}
      >
        <path fillRule="evenodd" clipRule="evenodd" d={path} />
      </svg>
    );
  }
  BrandIcon.displayName = name;
  return BrandIcon;
}

/** A rounded square with an "f" cut out of it. */
export const Facebook = brandIcon(
  'facebook',
  `${roundedSquare}M10.5 20v-7h-2v-2.5h2V8.5a4 4 0 0 1 4-4h2V7h-1.7a1.3 1.3 0 0 0-1.3 1.3v2.2H16V13h-2.5v7Z`,
);

/** A rounded square with "in" cut out of it. */
export const LinkedIn = brandIcon(
  'linkedin',
  `${roundedSquare}M6 7.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0ZM6 10h3v8H6ZM11 10h3v1a3.5 3.5 0 0 1 5 3.2V18h-3v-3.8a1 1 0 0 0-2 0V18h-3Z`,
);

/** A camera outline: rounded frame, lens ring and viewfinder dot. */
export const Instagram = brandIcon(
  'instagram',
  'M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6Z' +
    'M8 4a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4Z' +
    'M7.5 12a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0Z' +
    'M9.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0Z' +
    'M15.6 7.2a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0Z',
);

/** A play triangle cut out of a wide rounded rectangle. */
export const YouTube = brandIcon(
  'youtube',
  'M6 5h12a4.5 4.5 0 0 1 4.5 4.5v5A4.5 4.5 0 0 1 18 19H6a4.5 4.5 0 0 1-4.5-4.5v-5A4.5 4.5 0 0 1 6 5Z' + 'M10 9v6l5.2-3Z',
);
