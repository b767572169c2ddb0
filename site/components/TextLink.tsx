import { ButtonLink, Icon, MessageSquare, type ButtonLinkProps } from '../../design-system';
import type { TextedCallPlace } from '../../functions/contract/visits';
import { useContent } from '../i18n/useContent';
import { textFrom } from './callFrom';
import * as styles from './TextLink.css';

export interface TextLinkCopy {
  readonly label: string;
  /** `sms:` with the business number and a first line in the page's language (siteContent's `navigation.textLink`). */
  readonly href: string;
}

export interface TextLinkProps extends Pick<ButtonLinkProps, 'variant' | 'size' | 'className'> {
  /** The call button it stands beside: a tap counts as a call tap from `text-<place>`. */
  from: TextedCallPlace;
  /** The words, when they are not the page's language's (the not-found page says it in each). @default the page's */
  copy?: TextLinkCopy;
  /** The icon alone, named by the label: where a phone's row has no room for a third word (the header). @default false */
  iconOnly?: boolean;
}

/**
 * A text message to the business number, beside a call button, for the visitor who cannot talk where
 * they stand (a basement with the water running, a sleeping house). Phones only (`TextLink.css.ts`).
 */
export function TextLink({ from, copy, variant = 'outline', size, className, iconOnly = false }: TextLinkProps) {
  const { textLink } = useContent().navigation;
  const { label, href } = copy ?? textLink;
  const classes = className ? `${styles.phonesOnly} ${className}` : styles.phonesOnly;
  return iconOnly ? (
    <ButtonLink variant={variant} size="icon" href={href} aria-label={label} className={classes} {...textFrom(from)}>
      <Icon icon={MessageSquare} />
    </ButtonLink>
  ) : (
    <ButtonLink variant={variant} size={size} href={href} className={classes} {...textFrom(from)}>
      <Icon icon={MessageSquare} />
      {label}
    </ButtonLink>
  );
}
