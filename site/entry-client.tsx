import { nextTask } from './nextTask';

/**
 * The app's entry, imported by the boot script once the page has painted. Evaluating a module runs
 * its whole static import graph in one task, and React DOM with the app is about 170 ms of main thread
 * on a slow phone: long enough to make a tap wait. So the app comes in as two dynamic imports, React DOM
 * and then everything else, each evaluated in a task of its own, and hydration starts in a third. The
 * prerenderer modulepreloads both halves with the page, so splitting costs no round trip.
 */
async function start() {
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { hydrateApp } = await import('./hydrateApp');
  await nextTask();
  await hydrateApp(hydrateRoot);
}

void start();
