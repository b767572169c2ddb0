import { act } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandCollectorContext, islandComponent, type RenderedIsland } from '../../site/islandRuntime/Island';
import { untilFoundAttribute } from '../../design-system';
import { hydrateIsland } from '../../site/islandRuntime/hydrate';
import { revealedPanelSelector } from '../../site/islandRuntime/markers';
import { islandFile, islandsFolder } from '../../site/islandRuntime/islandFiles';
import { islandModules, type ReactIslandModule } from '../../site/islandRuntime/islandModules';
import { islandNames, islands, islandTag, type IslandName } from '../../site/islandRuntime/registry';
import { langInfo, langOfPath } from '../../site/i18n/lang';
import { renderIsland } from '../../site/islandRuntime/renderIslands';
import { matchPage } from '../../site/routes/router';
import { notFoundPath, routes } from '../../site/routes/routeTable';

/** The islands a page renders, as the prerenderer collects them. */
async function islandsOf(path: string): Promise<RenderedIsland[]> {
  const { router, context } = await matchPage(path);
  const rendered: RenderedIsland[] = [];
  renderToString(
    <IslandCollectorContext value={rendered}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </IslandCollectorContext>,
  );
  return rendered;
}

/** An island's props as the browser has them: what the page wrote, completed from the island's HTML. */
async function propsFromPage(island: RenderedIsland, container: HTMLElement): Promise<unknown> {
  const { propsInHtml } = (await islandModules[island.name]()) as ReactIslandModule<object>;
  if (!propsInHtml) return island.props;
  const written = JSON.parse(JSON.stringify(propsInHtml.written(island.props as object))) as object;
  return propsInHtml.read(container, written);
}

const roots: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the island registry', () => {
  it('imports each island from the file the build and the prerenderer take it from (islandFiles.ts)', async () => {
    for (const name of islandNames) {
      const fromFile: unknown = await import(/* @vite-ignore */ join(process.cwd(), 'site', islandFile(name)));
      expect(await islandModules[name](), name).toBe(fromFile);
    }
  });

  it('names in the registry every module of the islands folder that is an island', async () => {
    const folder = join(process.cwd(), 'site', islandsFolder);
    const files = readdirSync(folder).filter((file) => /^[A-Z]\w*\.tsx?$/.test(file));
    const unnamed: string[] = [];
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ join(folder, file))) as Record<string, unknown>;
      const name = file.replace(/\.tsx?$/, '');
      if (('default' in module || 'mount' in module) && !(islandNames as string[]).includes(name)) unnamed.push(file);
    }
    expect(unnamed).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(islandNames.length);
  });

  it("finds panels the browser revealed by the design system's own marker", () => {
    expect(revealedPanelSelector).toBe(`[${untilFoundAttribute}]:not([hidden])`);
  });

  it('has a React component for every island but the script ones', () => {
    for (const [name, entry] of Object.entries(islands) as [IslandName, (typeof islands)[IslandName]][]) {
      expect(islandComponent(name) === undefined, name).toBe('script' in entry);
    }
  });
});

const pages = [...routes.map((route) => route.path), notFoundPath];

describe('every island on every page', () => {
  it.each(pages)('%s: hydrates its prerendered HTML with no mismatch and no warning', async (path) => {
    const rendered = await islandsOf(path);
    expect(rendered.length).toBeGreaterThan(1);
    // The islands hydrate in the locale the page's <html lang> names, as on the page.
    document.documentElement.lang = langInfo[langOfPath(path)].htmlLang;
    // The development build of React (this test runs in it) reports every difference between the
    // server's HTML and the browser's first render, attributes included, as a console error; so does
    // the loader's onRecoverableError.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const island of rendered) {
      const component = islandComponent(island.name);
      if (component === undefined) continue;
      const container = document.createElement(islandTag);
      container.dataset.id = island.id;
      container.innerHTML = renderIsland(island);
      document.body.append(container);
      // As the browser does: with what the page wrote, and what the island reads back from its HTML.
      const props = await propsFromPage(island, container);
      expect(props, `${island.name} on ${path} read back other props`).toEqual(island.props);
      let hydrated = false;
      await act(async () => {
        roots.push(hydrateIsland(container, island.name, component as ComponentType<object>, props, () => {
          hydrated = true;
        }));
      });
      expect(hydrated, `${island.name} on ${path} did not finish hydrating`).toBe(true);
    }
    expect(errors.mock.calls.map((call) => call.map(String).join(' ').slice(0, 400))).toEqual([]);
  });
});
