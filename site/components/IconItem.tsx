import type { ReactNode } from 'react';
import { Box, Icon, Text, type IconProps, type TextProps } from '../../design-system';

export interface IconItemProps {
  /** The mark before the text: a check for what a service includes, a pin for a place. */
  icon: IconProps['icon'];
  /** @default 'regular' */
  weight?: TextProps['weight'];
  children: ReactNode;
}

/** A list item led by its icon, which stays beside the first line when the text wraps. */
export function IconItem({ icon, weight, children }: IconItemProps) {
  return (
    <Box as="li" display="flex" gap="xsmall" alignItems="flex-start">
      <Icon icon={icon} />
      <Text as="span" weight={weight}>
        {children}
      </Text>
    </Box>
  );
}
