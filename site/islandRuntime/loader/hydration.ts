/**
 * Loads an island's code and hydrates it: the island's module and React DOM's, requested together,
 * then React's root (or a script island's `mount`), then what the visitor did meanwhile, replayed.
 */
import { hydrateModulesKey } from '../../documentAssets';
import type { ReactIslandModule, ScriptIslandModule } from '../islandModules';
import type * as HydrateModuleNamespace from '../hydrate';
import { islands, type IslandEntry, type IslandName } from '../registry';
import { hydrated, hydrating, loading, state, waiting } from './state';
import { recordEarlyState, replay } from './replay';
import { inlinePart } from './inlinePart';
import { toastsWaiting } from './strategies/withToasts';

type IslandModule = ReactIslandModule<object> | ScriptIslandModule<unknown>;
type HydrateModule = typeof HydrateModuleNamespace;

export async function hydrate(island: HTMLElement): Promise<void> {
  const { addLinks, addStylesheets, busyBy, markFailed, modules } = inlinePart;
  if (state.get(island) !== waiting) return;
  // Only `schedule` makes an island wait, once it has checked its name.
  const name = island.dataset.island as IslandName;
  state.set(island, loading);
  busyBy(1);
  const entry: IslandEntry = islands[name];
  try {
    addStylesheets();
    const props: unknown = JSON.parse(island.dataset.props ?? '{}');
    // The island's module and React DOM's, with every module they import, requested at once rather
    // than found one import at a time. The first file of each list is the module itself.
    const own = modules[name] ?? [];
    const react = entry.script ? [] : (modules[hydrateModulesKey] ?? []);
    if (own[0] === undefined || (!entry.script && react[0] === undefined)) throw new Error('The page lists no modules for it.');
    addLinks('modulepreload', [...own, ...react]);
    const [module, hydrateModule] = await Promise.all([
      import(/* @vite-ignore */ own[0]) as Promise<IslandModule>,
      react[0] === undefined ? undefined : (import(/* @vite-ignore */ react[0]) as Promise<HydrateModule>),
    ]);
    recordEarlyState(island);
    state.set(island, hydrating);
    const onHydrated = () => {
      state.set(island, hydrated);
      markFailed(island, false);
      island.setAttribute('data-hydrated', '');
      replay(island);
      if (entry.raisesToasts) for (const toasts of toastsWaiting()) void hydrate(toasts);
      busyBy(-1);
    };
    if ('mount' in module) {
      module.mount(island, props);
      onHydrated();
    } else if (hydrateModule) {
      // Read before React takes the HTML over: it is still exactly what the server rendered.
      const fullProps = module.propsInHtml ? module.propsInHtml.read(island, props as object) : props;
      hydrateModule.hydrateIsland(island, name, module.default, fullProps, onHydrated);
    }
  } catch (error) {
    // Usually the network: the island keeps its static fallback (fallback.css.ts) and tries again on
    // the next interaction.
    state.set(island, waiting);
    markFailed(island, true);
    busyBy(-1);
    console.error(`The ${name} island could not load; it will try again.`, error);
  }
}
