/**
 * The design system's one public entry. The site and Ladle import only from here.
 */

export { themeClass } from './theme/theme.css';
export { vars } from './theme/vars.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { focusRing } from './theme/focusRing.css';
export { pressableStyle } from './theme/pressableStyle';
export { breakpoints, type Space } from './theme/tokens';

export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './components/Button/Button';
export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './components/Button/buttonVariants';
export { Icon, IconSpriteContext, type IconProps, type IconComponent, type IconSprite } from './components/Icon/Icon';
export * from './components/Icon/icons';
export {
  Accordion,
  AccordionItem,
  untilFound,
  untilFoundAttribute,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionItemProps,
  type AccordionHeadingLevel,
} from './components/Accordion/Accordion';
export { preloadTooltip, Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './components/Tooltip/Tooltip';
export { tooltipPlacements, type TooltipPlacement } from './components/Tooltip/tooltipPlacements';
export { tooltipDelay, tooltipSkipDelay, resetTooltipWarmth, restingSinceAttribute } from './components/Tooltip/tooltipTiming';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { textFieldTypes, type TextFieldType } from './components/TextField/textFieldTypes';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export type { FieldErrorMessage } from './components/Field/Field';
// RAC's Form gives the fields their native and server-side validation display; no styling of its own.
export { Form, type FormProps } from 'react-aria-components';
export { FileTrigger, type FileTriggerProps } from './components/FileTrigger/FileTrigger';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { ToastRegion, toastRegionHotkey } from './components/Toast/Toast';
export {
  toast,
  toastTypes,
  toastTimeout,
  maxVisibleToasts,
  type Toaster,
  type ToastType,
  type ToastContent,
  type ToastOptions,
  type ToastAction,
  type ToastId,
} from './components/Toast/toastQueue';
export { swipeDismissThreshold } from './components/Toast/useSwipeToDismiss';

export { Box, type BoxProps } from './layout/Box';
export { Stack, type StackProps } from './layout/Stack';
export { Inline, type InlineProps } from './layout/Inline';
export { Columns, type ColumnsProps } from './layout/Columns';
export { Container, type ContainerProps } from './layout/Container';
export {
  boxElements,
  stackAligns,
  inlineAligns,
  inlineAlignYs,
  collapseBreakpoints,
  columnCounts,
  containerWidths,
  type BoxElement,
  type StackAlign,
  type InlineAlign,
  type InlineAlignY,
  type CollapseBreakpoint,
  type ColumnCount,
  type ContainerWidth,
} from './layout/layoutOptions';
export type { ResponsiveValue } from './layout/responsive';

export { Card, type CardProps } from './components/Card/Card';
export { cardTones, cardElements, type CardTone, type CardElement } from './components/Card/cardOptions';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { badgeTones, type BadgeTone } from './components/Badge/badgeTones';
export { ToggleChip, type ToggleChipProps } from './components/Badge/ToggleChip';
export { Heading, type HeadingProps } from './components/Heading/Heading';
export {
  headingLevels,
  headingSizes,
  headingTones,
  defaultHeadingSize,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './components/Heading/headingOptions';
export { Text, type TextProps } from './components/Text/Text';
export {
  textElements,
  textSizes,
  textTones,
  textWeights,
  textAligns,
  type TextElement,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TextAlign,
} from './components/Text/textOptions';
export { Link, type LinkProps } from './components/Link/Link';
export { linkTones, type LinkTone } from './components/Link/linkTones';
export {
  VisuallyHidden,
  visuallyHiddenElements,
  type VisuallyHiddenProps,
  type VisuallyHiddenElement,
} from './components/VisuallyHidden/VisuallyHidden';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';
export { Facebook, Instagram, LinkedIn, YouTube, type BrandIconProps } from './components/Icon/brandIcons';
// Lets every RAC link (Link, ButtonLink) navigate with the app's router instead of reloading the page.
export { RouterProvider } from 'react-aria-components';
/** React Aria's own strings (toast region, dismiss buttons) and formatting follow this provider's locale. */
export { I18nProvider, useLocale, type I18nProviderProps } from 'react-aria-components';
/** The locales the design system has its own words in (the toasts' type names, their close button). */
export {
  designSystemLocales,
  designSystemSourceLocale,
  designSystemStrings,
  type DesignSystemLocale,
  type DesignSystemStrings,
  type DesignSystemStringKey,
} from './intl/designSystemStrings';
/** An app's words for the design system's own, for a locale it has none for. */
export { DesignSystemStringsProvider, type DesignSystemStringsProviderProps } from './intl/DesignSystemStringsProvider';
