import { useId } from 'react';
import { useContent } from '../i18n/useContent';

export interface CertificationBadgeProps {
  /** What the badge says, read out as its text alternative; the first word is drawn large. @default 'IICRC Certified', in the page's language */
  label?: string;
  /** Edge length in pixels. @default 96 */
  size?: number;
  className?: string;
}

/**
 * A round seal drawn by the site (not the certifying body's logo) that says what the technicians are
 * certified for. Drawn in `currentColor`, so it reads on light pages and on the dark footer alike.
 */
export function CertificationBadge({ label: given, size = 96, className }: CertificationBadgeProps) {
  const { footer } = useContent().navigation;
  const label = given ?? footer.about.certificationLabel;
  const [mark = label, ...rest] = label.split(' ');
  const caption = rest.join(' ').toUpperCase();
  const clipId = useId();
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      className={className}
      fill="none"
      stroke="currentColor"
    >
      <defs>
        <clipPath id={clipId}>
          <circle cx="60" cy="60" r="46" />
        </clipPath>
      </defs>
      <circle cx="60" cy="60" r="56" strokeWidth="4" />
      <circle cx="60" cy="60" r="48" strokeWidth="1.5" strokeDasharray="3 4" />
      <polygon
        points="60,22 62.7,29.3 70.5,29.6 64.4,34.4 66.5,41.9 60,37.6 53.5,41.9 55.6,34.4 49.5,29.6 57.3,29.3"
        fill="currentColor"
        stroke="none"
      />
      <g clipPath={`url(#${clipId})`}>
        <rect x="8" y="52" width="104" height="24" fill="currentColor" stroke="none" opacity="0.14" />
      </g>
      <text
        x="60"
        y="70"
        textAnchor="middle"
        fill="currentColor"
        stroke="none"
        fontSize="22"
        fontWeight="800"
        letterSpacing="1"
        fontFamily="inherit"
      >
        {mark}
      </text>
      {caption ? (
        <text
          x="60"
          y="92"
          textAnchor="middle"
          fill="currentColor"
          stroke="none"
          fontSize="11"
          fontWeight="700"
          letterSpacing="1.5"
          fontFamily="inherit"
        >
          {caption}
        </text>
      ) : null}
    </svg>
  );
}
