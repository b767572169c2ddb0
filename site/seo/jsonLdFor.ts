/**
 * Every page's JSON-LD from one call, for checks that look across the whole site. The pages themselves
 * do not use it: the router loads each kind's blocks from `jsonLdByKind/<kind>.ts` together with the
 * page, so no page downloads another kind's content. Both read the same modules.
 */
import type { RouteKind, SiteRoute } from '../routes/routeTypes';
import { pageJsonLd, type JsonLdObject, type JsonLdOptions, type StructuredDataFor } from './jsonLd';

const modules = import.meta.glob<{ default: StructuredDataFor<RouteKind> }>('./jsonLdByKind/*.ts', { eager: true });

/** The blocks of a kind, from `jsonLdByKind/<kind>.ts`; a kind without that file has none of its own. */
export function structuredDataFor(kind: RouteKind): StructuredDataFor<RouteKind> | undefined {
  return modules[`./jsonLdByKind/${kind}.ts`]?.default;
}

/** Every JSON-LD block a route's page carries, in the order they appear in the HTML. */
export function jsonLdFor(route: SiteRoute, { reviews = [] }: JsonLdOptions = {}): JsonLdObject[] {
  return pageJsonLd(route, structuredDataFor(route.kind)?.(route, { reviews }) ?? []);
}
