/**
 * The measuring: Lighthouse on each route (its floor right after it on mobile), then, in one Chromium,
 * the JavaScript each page fetches, taps right after first paint and the first tooltip.
 */
import { launchChromium } from '../../tests/e2e/support/chromium';
import { kb } from './benchReport';
import { clientDir, type Settings } from './benchSettings';
import { categoryIds } from './budgets';
import { checkServer, htmlFileFor } from './builtSite';
import { startCdnServer } from './cdnServer';
import { deadTapWindow, firstTooltipMs, tapAnswerMs, tapChecks } from './earlyTaps';
import { floorUrl, writeFloors } from './floor';
import { measureIslandJs, type IslandJs } from './islandJs';
import { runLighthouse, type RunResult } from './lighthouseRun';

export interface Measured {
  /** Lighthouse's runs, by `${route} ${preset}`. */
  results: Map<string, RunResult[]>;
  /** Mobile runs of each route's floor. */
  floors: Map<string, RunResult[]>;
  scripts: Map<string, IslandJs>;
  deadTaps: Map<string, number>;
  answers: Map<string, number>;
  tooltipMs: number | undefined;
  slowPhoneTooltipMs: number | undefined;
}

/** Serves the build like the CDN and measures every route the settings name. */
export async function measureRoutes(settings: Settings): Promise<Measured> {
  const server = await startCdnServer({ root: clientDir, gzipOnly: true });
  const results = new Map<string, RunResult[]>();
  const floors = new Map<string, RunResult[]>();
  const scripts = new Map<string, IslandJs>();
  const deadTaps = new Map<string, number>();
  const answers = new Map<string, number>();
  let tooltipMs: number | undefined;
  let slowPhoneTooltipMs: number | undefined;
  const removeFloors = await writeFloors(
    clientDir,
    settings.routes.map((route) => ({ route, file: htmlFileFor(route) ?? '' })),
  );
  try {
    await checkServer(server, settings.routes);
    // The first Chromium after a build starts on cold disk caches and scores far below the rest;
    // one unrecorded run per preset takes that out of the medians.
    for (const preset of settings.presets) {
      const started = performance.now();
      await runLighthouse(`${server.url}${settings.routes[0] ?? '/'}`, preset);
      console.log(`warm-up ${preset}: ${((performance.now() - started) / 1000).toFixed(1)} s (not recorded)`);
    }
    const total = settings.runs * settings.routes.length * settings.presets.length;
    let done = 0;
    // Run-major order spreads any slow spell of the machine over all routes instead of one.
    for (let run = 1; run <= settings.runs; run += 1) {
      for (const route of settings.routes) {
        for (const preset of settings.presets) {
          const started = performance.now();
          let result: RunResult;
          try {
            result = await runLighthouse(`${server.url}${route}`, preset);
          } catch (error) {
            console.warn(`  ${preset} ${route}: ${(error as Error).message}; trying once more.`);
            result = await runLighthouse(`${server.url}${route}`, preset);
          }
          done += 1;
          const key = `${route} ${preset}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          const scores = categoryIds.map((id) => Math.round((result.scores[id] ?? 0) * 100)).join('/');
          console.log(
            `[${done}/${total}] ${preset.padEnd(7)} ${route} run ${run}: ${scores}, LCP ${Math.round(result.lcpMs)} ms, ` +
              `TBT ${Math.round(result.tbtMs)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
          if (preset === 'mobile') {
            // The page's floor, right after the page, on the same machine in the same minute.
            const floor = await runLighthouse(`${server.url}${floorUrl(route)}`, preset);
            floors.set(route, [...(floors.get(route) ?? []), floor]);
            console.log(`  floor ${route}: LCP ${Math.round(floor.lcpMs)} ms, TBT ${Math.round(floor.tbtMs)} ms`);
          }
        }
      }
    }
    // JavaScript as Chromium requests it, and taps right after first paint on a slow phone: one
    // Chromium for all of it, after Lighthouse, so it does not share the machine with a Lighthouse run.
    const browser = await launchChromium();
    try {
      for (const route of settings.routes) {
        scripts.set(route, await measureIslandJs(browser, server.url, clientDir, route));
        console.log(`JS ${route}: ${kb(scripts.get(route)?.firstLoad ?? 0)} KB first load, ${kb(scripts.get(route)?.hydrated ?? 0)} KB hydrated`);
      }
      for (const check of tapChecks) {
        deadTaps.set(check.name, await deadTapWindow(browser, server.url, check));
        answers.set(check.name, await tapAnswerMs(browser, server.url, check));
        console.log(
          `Tap on ${check.name} (${check.path}) answered from ${deadTaps.get(check.name)} ms after first paint; ` +
            `right after it, shown ${answers.get(check.name)} ms after the tap`,
        );
      }
      tooltipMs = await firstTooltipMs(browser, server.url);
      slowPhoneTooltipMs = await firstTooltipMs(browser, server.url, true);
      console.log(`First tooltip (/) shown ${tooltipMs} ms after the mouse came to rest (${slowPhoneTooltipMs} ms on the slow phone)`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    await removeFloors();
  }
  return { results, floors, scripts, deadTaps, answers, tooltipMs, slowPhoneTooltipMs };
}
