import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolling after client-side navigation, as a browser does between full page loads: a new page starts
 * at its top, or at the element its `#fragment` names; Back and Forward return to where the reader
 * was on that entry. A change of the query alone (the blog's category filter) leaves the scroll alone.
 * The first render is the prerendered page, whose scroll the browser restores itself.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location);

  useEffect(() => {
    // Recorded as the reader scrolls: by the time a navigation renders, the page that is left is gone.
    const save = () => positions.current.set(current.current.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    if (previous.key === location.key) return;
    current.current = location;
    if (navigationType === 'POP') {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
