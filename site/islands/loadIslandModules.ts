import type { ComponentType } from 'react';
import { registerIslandComponent } from './Island';
import { islandModules } from './islandModules';
import { islandNames } from './registry';

/**
 * Loads every island's module, so that pages can render them synchronously: for the prerenderer,
 * the component tests and the site's Ladle stories. The browser's pages never call it.
 */
export async function loadIslandModules(): Promise<void> {
  await Promise.all(
    islandNames.map(async (name) => {
      const module = await islandModules[name]();
      registerIslandComponent(name, 'default' in module ? (module.default as ComponentType<never>) : undefined);
    }),
  );
}
