import { Box, ChevronRight, Container, Icon, Inline, Link, Text } from '../../design-system';
import { useContent } from '../i18n/useContent';
import { breadcrumbsFor, crumbNamesFor } from '../routes/breadcrumbs';
import type { SiteRoute } from '../routes/routeTypes';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /** The page on show. The trail comes from its route table path, never from the browser's address. */
  route: SiteRoute;
}

/**
 * The trail under the header (WAI-ARIA breadcrumb pattern): Home, then one crumb per path segment, the
 * last one the current page and not a link. Nothing is rendered on the home page, where the trail would
 * be Home alone, or on the not-found page, whose HTML is served for every unknown address.
 */
export function Breadcrumbs({ route }: BreadcrumbsProps) {
  const { breadcrumbCopy } = useContent().navigation;
  if (route.kind === 'home' || route.kind === 'notFound') return null;
  const crumbs = breadcrumbsFor(route.path, crumbNamesFor(route.lang));
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={breadcrumbCopy.navLabel} className={styles.breadcrumbBar}>
      <Container paddingY="xsmall">
        <Text as="div" size="small">
          <Inline as="ol" space="xxsmall">
            {crumbs.map((crumb, index) => {
              const isLast = index === crumbs.length - 1;
              return (
                <Box as="li" key={crumb.path} className={styles.crumb}>
                  {isLast ? (
                    <span aria-current="page">{crumb.name}</span>
                  ) : (
                    <>
                      <Link href={crumb.path}>{crumb.name}</Link>
                      <span className={styles.crumbSeparator}>
                        <Icon icon={ChevronRight} size={16} />
                      </span>
                    </>
                  )}
                </Box>
              );
            })}
          </Inline>
        </Text>
      </Container>
    </nav>
  );
}
