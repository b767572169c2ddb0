import { registerIsland } from './Island';
import { islandModules, type ReactIslandModule } from './islandModules';
import { islandNames } from './registry';

/**
 * Loads every island's module, so that pages can render them synchronously: for the prerenderer,
 * the component tests and the site's Ladle stories. The browser's pages never call it.
 */
export async function loadIslandModules(): Promise<void> {
  await Promise.all(
    islandNames.map(async (name) => {
      const module = await islandModules[name]();
      if (!('default' in module)) {
        registerIsland(name, { component: undefined });
        return;
      }
      const { default: component, propsInHtml } = module as ReactIslandModule<never>;
      registerIsland(name, { component, written: propsInHtml?.written });
    }),
  );
}
