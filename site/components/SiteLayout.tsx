import { useEffect, useRef } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { RouterProvider, SkipLink, ToastRegion } from '../../design-system';
import { business } from '../content/business';
import { headerCopy } from '../content/navigation';
import { resolveRoute } from '../routes/routeTable';
import { useScrollRestoration } from '../routes/useScrollRestoration';
import { ReviewsScriptStatusContext, useThirdPartyScript } from '../thirdParty/useThirdPartyScript';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { SiteHeader } from './SiteHeader';
import * as styles from './SiteHeader.css';

const mainId = 'main';

/** The route whose page is showing: the route table's answer for the address, as the router's. */
export function useCurrentRoute() {
  return resolveRoute(useLocation().pathname);
}

const hasScheme = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `useHref` RAC links get. React Router resolves every href against the current path, which
 * would turn `tel:`, `mailto:` and other sites' addresses into '/about/tel:+1…'; those pass through as given.
 */
export function useRouterHref(href: string): string {
  const resolved = useHref(href);
  return hasScheme.test(href) ? href : resolved;
}

/**
 * After a client-side navigation to another page, focus goes to the main region, so screen-reader
 * users hear the new page and keyboard users start from its top, as on a full page load. Query-only
 * changes (blog filters) and in-page anchors keep focus where it is.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** The shared layout of every page: skip link, header, breadcrumbs, main content, footer, toasts. */
export function SiteLayout() {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  // The widget's own script is the heaviest thing on a page and its rating summary stands in for it, so
  // it waits until someone interacts with the page rather than competing with the page's first load.
  const reviewsScript = useThirdPartyScript(business.reviews.widgetScriptUrl, { afterInteraction: true });
  useFocusMainOnNavigation();
  useScrollRestoration();
  return (
    <RouterProvider navigate={navigate} useHref={useRouterHref}>
      <ReviewsScriptStatusContext value={reviewsScript}>
        <div className={styles.page}>
          <SkipLink href={`#${mainId}`}>{headerCopy.skipLinkLabel}</SkipLink>
          <SiteHeader currentPath={route.path} />
          <Breadcrumbs route={route} />
          <main id={mainId} tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <Footer />
        </div>
        <ToastRegion />
      </ReviewsScriptStatusContext>
    </RouterProvider>
  );
}
