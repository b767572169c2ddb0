/**
 * `data-islands-settled` on the root element: the runtime has arrived (or failed to), no island is
 * loading or hydrating, the stylesheet has come, and every island that waits to come near the viewport
 * has heard whether it is. What a test or a measurement waits for, instead of a quiet network.
 */
let busy = 0;
export function busyBy(change: number) {
  busy += change;
  document.documentElement.toggleAttribute('data-islands-settled', busy === 0);
}
