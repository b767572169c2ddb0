/**
 * Where an island's module lives, written once: the build makes each one an entry of the browser
 * bundle, the prerenderer finds its chunk in the build's manifest, and a test checks that
 * `islandModules.ts` imports the same files.
 */
// With its extension: vite.config.ts imports this module, and Vite's config loader wants one.
import { islands, type IslandName } from './registry.ts';

/** The islands' folder, from the site's root (`site/`, Vite's root and the manifest's). */
export const islandsFolder = 'components/islands';

/** An island is the default export of `components/islands/<Name>.tsx`; a script island's `mount`, of `<Name>.ts`. */
export const islandFile = (name: IslandName): string => `${islandsFolder}/${name}.${'script' in islands[name] ? 'ts' : 'tsx'}`;
