/**
 * Marks an island whose code could not load, and the content outside it that its controls name in
 * `aria-controls` (the gallery's photos beside its toggle), so fallback.css.ts shows that content.
 */
export function markFailed(island: HTMLElement, failed: boolean) {
  const controlled = Array.from(island.querySelectorAll('[aria-controls]'), (control) =>
    (control.getAttribute('aria-controls') ?? '').split(/\s+/).map((id) => document.getElementById(id)),
  ).flat();
  for (const element of [island, ...controlled]) element?.toggleAttribute('data-failed', failed);
}
