import { contentFor, type SiteContent } from '../content/siteContent';
import { useLang } from './LangContext';
import { localPath } from './paths';

/** The copy of the page's language. */
export const useContent = (): SiteContent => contentFor(useLang());

/** Turns an English site path into the page's language: `usePath()('/contact')`. */
export function usePath(): (englishPath: string) => string {
  const lang = useLang();
  return (englishPath) => localPath(lang, englishPath);
}
