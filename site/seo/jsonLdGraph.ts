/**
 * A page's structured data as one JSON-LD block: one `@context`, the page's nodes in its `@graph`, and
 * each node described once. A node with an `@id` that the page describes more than once (the business,
 * as a service's provider and again as the emergency line's parent organization) keeps its fullest
 * description and is a reference, `{ "@id": … }`, everywhere else, which search engines resolve within
 * the block. A description is only replaced when the one kept says all it says.
 */
import { schemaOrg, type JsonLdObject } from './jsonLd';

type Json = unknown;

export interface JsonLdGraph {
  readonly '@context': typeof schemaOrg;
  readonly '@graph': readonly JsonLdObject[];
}

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: Record<string, Json>) => (typeof value['@id'] === 'string' ? value['@id'] : undefined);
/** A described node, not only a reference to one. */
const describes = (value: Record<string, Json>) => idOf(value) !== undefined && Object.keys(value).length > 1;

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => equal(a[key], b[key]));
  }
  return false;
}

/** Whether `full` says everything `other` says. */
const covers = (full: Record<string, Json>, other: Record<string, Json>) => Object.entries(other).every(([key, value]) => equal(full[key], value));

/** Every described node in the nodes, outermost first, in document order. */
function* descriptions(value: unknown): Generator<Record<string, Json>> {
  if (Array.isArray(value)) for (const item of value) yield* descriptions(item);
  else if (isObject(value)) {
    if (describes(value)) yield value;
    for (const child of Object.values(value)) yield* descriptions(child);
  }
}

export function jsonLdGraph(blocks: readonly JsonLdObject[]): JsonLdGraph | undefined {
  if (blocks.length === 0) return undefined;
  const nodes = blocks.map(({ '@context': _context, ...node }) => node as JsonLdObject);
  // For each id, the description to keep: the first that says what every other one says.
  const byId = new Map<string, Record<string, Json>[]>();
  for (const description of descriptions(nodes)) {
    const id = idOf(description) ?? '';
    byId.set(id, [...(byId.get(id) ?? []), description]);
  }
  const kept = new Map<string, Record<string, Json>>();
  for (const [id, all] of byId) {
    const fullest = all.find((candidate) => all.every((other) => covers(candidate, other)));
    if (fullest && all.length > 1) kept.set(id, fullest);
  }
  const write = (value: Json, topLevel = false): Json => {
    if (Array.isArray(value)) return value.map((item) => write(item));
    if (!isObject(value)) return value;
    const id = idOf(value);
    const fullest = id === undefined ? undefined : kept.get(id);
    if (!topLevel && fullest !== undefined && fullest !== value && describes(value)) return { '@id': id };
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, write(child)]));
  };
  return { '@context': schemaOrg, '@graph': nodes.map((node) => write(node, true) as JsonLdObject) };
}

/**
 * What a document says, in a form two documents can be compared by (JSON-LD's flattening, simplified):
 * every node with an `@id` merged from all its descriptions, with the nodes it mentions written as
 * references, and the nodes without an id as they are, in order. For the tests.
 */
export function flattenJsonLd(blocks: readonly JsonLdObject[]): { byId: Record<string, Record<string, Json>>; anonymous: Json[] } {
  const byId: Record<string, Record<string, Json>> = {};
  const flatten = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(flatten);
    if (!isObject(value)) return value;
    const entries = Object.entries(value)
      .filter(([key]) => key !== '@context')
      .map(([key, child]) => [key, key === '@id' ? child : flatten(child)] as const);
    const id = idOf(value);
    if (id === undefined) return Object.fromEntries(entries);
    const node = (byId[id] ??= {});
    for (const [key, child] of entries) {
      if (key in node && !equal(node[key], child)) throw new Error(`${id} says two things of ${key}`);
      node[key] = child;
    }
    return { '@id': id };
  };
  const anonymous = blocks.map((block) => flatten(block)).filter((node) => !(isObject(node) && idOf(node) !== undefined));
  return { byId, anonymous };
}
