/**
 * The check the editor runs before it saves: the entry's data against the same valibot schema the
 * build checks the file with, in every language. Decap checks required fields and patterns only in
 * the default language's column (it validates the default locale alone), so an emptied Spanish field
 * would be committed and then stop the build; this refuses it in the editor, saying where. So is a
 * `{placeholder}` that names no fact.
 */
import * as v from 'valibot';
import { recordIds, recordProblems } from '../content/schema/crossCheck';
import { texts } from '../content/schema/texts';
import { textFactNames, unknownTextFacts } from '../content/textFacts';
import { fieldLabel, unwrapped, type SchemaNode } from './config';

/** `Hours › Office`, `Questions › 3 › Answer`: the field as the editor labels it. */
export function fieldTrail(schema: SchemaNode, path: readonly { key: unknown }[] | undefined): string {
  const labels: string[] = [];
  let current: SchemaNode | undefined = schema;
  for (const { key } of path ?? []) {
    const node: SchemaNode | undefined = current && unwrapped(current);
    if (typeof key === 'number') {
      labels.push(String(key + 1));
      current = node?.item;
    } else {
      const entry: SchemaNode | undefined = node?.entries?.[String(key)];
      labels.push(entry ? fieldLabel(String(key), entry) : String(key));
      current = entry;
    }
  }
  return labels.length > 0 ? labels.join(' › ') : 'the whole entry';
}

/** One line per problem (`Hours › Office: must not be empty`); none when the build would accept it. */
export function entryProblems(schema: SchemaNode, data: unknown): string[] {
  const result = v.safeParse(schema, data);
  if (!result.success) return result.issues.map((issue) => `${fieldTrail(schema, issue.path)}: ${issue.message}`);
  // As the build does (site/content/schema/validate.ts): a `{name}` in a text must be a fact, or the
  // build of what was just published would stop.
  return [...texts(data)].flatMap(([path, text]) =>
    unknownTextFacts(text).map((name) => `${fieldTrail(schema, path.map((key) => ({ key })))}: {${name}} is not a fact the site can fill in (${textFactNames.map((fact) => `{${fact}}`).join(', ')})`),
  );
}


/**
 * What the build's check would say of the entry's languages together (site/content/schema/crossCheck.ts):
 * each language's lists must hold the default language's records, in the same order. Decap saves every
 * language's file at once, so a Spanish question with no English twin would otherwise be published and
 * then stop the build.
 */
export function languageProblems(dataByLang: ReadonlyMap<string, unknown>, defaultLanguage: string, nameOf: (lang: string) => string): string[] {
  const reference = [{ file: nameOf(defaultLanguage), ids: recordIds(dataByLang.get(defaultLanguage)) }];
  return [...dataByLang].filter(([lang]) => lang !== defaultLanguage).flatMap(([lang, data]) => recordProblems(nameOf(lang), data, reference));
}
