import { createContext } from 'react';
import type { DesignSystemStrings } from '../../design-system';

/**
 * The words the page's language gives the design system, when it gives its own (designSystemWords.ts):
 * the islands carry them into the browser, whose design system has no words for that locale.
 */
export const DesignSystemWordsContext = createContext<DesignSystemStrings | undefined>(undefined);
