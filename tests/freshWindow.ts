/**
 * For the files that share their worker's modules (vitest.config.ts): they share its window too, so
 * each file starts from what a new window would give it: the first address, an empty document and
 * empty storage. Testing Library already unmounts what each test rendered.
 */
export {};

if (typeof document !== 'undefined') {
  history.replaceState(null, '', 'http://localhost:3000/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
