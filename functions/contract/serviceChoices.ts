/**
 * The contact form's service list as the build writes it for the contact function: each service's id
 * with its English name for the office's mail and the value older forms sent for it, then the general
 * choices. A service is its content entry alone, so the function learns the list from the build, as
 * the counting function learns the pages (pageRoutes.ts); deployed, it comes in SERVICE_CHOICES.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { generalServiceChoices, type ServiceChoice } from './forms';

/** Where the build writes the list, relative to the client folder. Not uploaded: dot folders are build bookkeeping. */
export const serviceChoicesFile = '.vite/service-choices.json';

const choicesSchema = v.pipe(
  v.array(v.object({ value: v.pipe(v.string(), v.nonEmpty()), label: v.pipe(v.string(), v.nonEmpty()), formerValue: v.optional(v.string()) })),
  v.check((choices) => generalServiceChoices.every((general) => choices.some((choice) => choice.value === general)), 'lacks a general choice'),
);

/** The list in `text` (the file's or SERVICE_CHOICES' JSON), or an error naming `source`. */
export function parseServiceChoices(text: string | undefined, source: string): readonly ServiceChoice[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch (error) {
    throw new Error(`${source} holds no list of the contact form's services: build the site (npm run build).`, { cause: error });
  }
  const result = v.safeParse(choicesSchema, parsed);
  if (!result.success) throw new Error(`${source} is not a list of the contact form's services: ${v.summarize(result.issues)}`);
  return result.output;
}

/** The list a build wrote in `clientDir`. */
export const readServiceChoices = (clientDir: string): readonly ServiceChoice[] => {
  const file = path.join(clientDir, serviceChoicesFile);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = undefined;
  }
  return parseServiceChoices(text, file);
};
