/**
 * The not-found page's one piece of script: it logs the address it answered. The same 404.html is
 * served for every unknown path, so the path is only known in the browser. A warning, not an error: a
 * mistyped address is expected traffic.
 */
export function mount(): void {
  console.warn(`404: no page at ${window.location.pathname}`);
}
