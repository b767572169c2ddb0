import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { DesignSystemStrings } from '../../design-system';
import { langInfo, langOfHtmlLang } from '../i18n/lang';
import { IslandRoot, identifierPrefixFor } from './IslandRoot';

/**
 * Hydrates one island's container as a React root of its own. Every island on a page shares this
 * module, React and React DOM; only its own component is its own chunk.
 */
export function hydrateIsland(container: HTMLElement, name: string, Component: ComponentType<object>, props: unknown, onHydrated: () => void): Root {
  return hydrateRoot(
    container,
    <IslandRoot
      locale={langInfo[langOfHtmlLang(document.documentElement.lang)].locale}
      strings={container.dataset.strings === undefined ? undefined : (JSON.parse(container.dataset.strings) as DesignSystemStrings)}
      onHydrated={onHydrated}
    >
      <Component {...(props as object)} />
    </IslandRoot>,
    {
      identifierPrefix: identifierPrefixFor(container.dataset.id ?? ''),
      // React recovers by rendering the island again in the browser; the HTML and the island disagree,
      // which is a bug to fix, so it is reported like one.
      onRecoverableError: (error) => console.error(`The ${name} island did not match its HTML.`, error),
    },
  );
}
