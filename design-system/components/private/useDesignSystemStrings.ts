import { useLocale } from 'react-aria-components';
import { designSystemStringsFor, type DesignSystemStrings } from '../../intl/designSystemStrings';

/** The design system's own words in the locale of the nearest `I18nProvider`, which React Aria's own strings follow too. */
export const useDesignSystemStrings = (): DesignSystemStrings => designSystemStringsFor(useLocale().locale);
