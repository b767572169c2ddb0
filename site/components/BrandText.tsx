import { Fragment } from 'react';
import { business } from '../content/facts/business';
import { brandLang, brandLangAttribute } from '../i18n/brandLang';
import { useLang } from '../i18n/LangContext';

/**
 * A sentence that may name the business. On pages in another language the name stays English, so it
 * is marked `lang="en-US"` for screen readers to say it in English; on English pages the text is as is.
 */
export function BrandText({ text }: { text: string }) {
  const lang = useLang();
  if (lang === brandLang || !text.includes(business.name)) return text;
  const parts = text.split(business.name);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <span lang={brandLangAttribute(lang)}>{business.name}</span> : null}
    </Fragment>
  ));
}
