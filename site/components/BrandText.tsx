import { Fragment } from 'react';
import { business } from '../content/business';
import { langInfo } from '../i18n/lang';
import { useLang } from '../i18n/LangContext';

/**
 * A sentence that may name the business. On pages in another language the name stays English, so it
 * is marked `lang="en-US"` for screen readers to say it in English; on English pages the text is as is.
 */
export function BrandText({ text }: { text: string }) {
  const lang = useLang();
  if (lang === 'en' || !text.includes(business.name)) return text;
  const parts = text.split(business.name);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <span lang={langInfo.en.htmlLang}>{business.name}</span> : null}
    </Fragment>
  ));
}
