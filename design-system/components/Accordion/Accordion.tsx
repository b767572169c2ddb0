import { createContext, use, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
  type Key,
  type KeyboardEvent,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { ChevronDown } from '../Icon/icons';
import * as styles from './Accordion.css';
import { nextHeaderIndex } from './accordionKeys';
import { composeClassName } from '../private/className';

/** Heading levels an accordion header can take; `h1` belongs to the page title. */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionProps
  extends Omit<AriaDisclosureGroupProps, 'allowsMultipleExpanded' | 'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange' | 'render'> {
  /**
   * The heading level of every header (`<h2>` to `<h6>`), chosen to fit the page's outline.
   * An item may override it with its own `headingLevel`.
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
  /**
   * The id of the open item (controlled). At most one: the accordion opens one item at a time.
   * Pass `onExpandedChange` with it, or the headers cannot open or close anything.
   * @default undefined
   */
  expandedKeys?: Iterable<Key>;
  /**
   * The id of the item open on first render (uncontrolled). At most one.
   * @default undefined (all closed)
   */
  defaultExpandedKeys?: Iterable<Key>;
  /**
   * Called with the set of open ids (empty or one id) when an item opens or closes.
   * @default undefined
   */
  onExpandedChange?: (keys: Set<Key>) => void;
  /**
   * A name for the whole accordion ("Lorem questions"). When given (or `aria-labelledby` is), the
   * accordion is exposed as a named group; without one it is a plain container.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * The id of an element that names the accordion, such as the section heading above it.
   * @default undefined
   */
  'aria-labelledby'?: string;
}

export interface AccordionItemProps
  extends Omit<AriaDisclosureProps, 'id' | 'children' | 'isExpanded' | 'defaultExpanded' | 'onExpandedChange' | 'slot' | 'render'> {
  /**
   * The item's key in `expandedKeys` / `defaultExpandedKeys`. Not written to the DOM: React Aria
   * generates the header and panel ids.
   */
  id: Key;
  /** The header text, read out as the button's name. */
  title: ReactNode;
  /** The panel content, shown while the item is open. */
  children: ReactNode;
  /**
   * This header's heading level, overriding the accordion's `headingLevel`.
   * @default the accordion's headingLevel
   */
  headingLevel?: AccordionHeadingLevel;
  /**
   * Whether the item can be opened. Disabled headers are skipped by the arrow keys.
   * @default false
   */
  isDisabled?: boolean;
}

interface AccordionContextValue {
  headingLevel: AccordionHeadingLevel;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

// Markers for the keyboard handler (`data-accordion` on the group, `data-accordion-trigger` on each
// header button): focus moves only between the headers of the accordion the pressed header belongs to,
// so an accordion nested inside a panel keeps its own arrow-key loop.
const rootSelector = '[data-accordion]';
const triggerSelector = '[data-accordion-trigger]';

function assertHeadingLevel(component: string, level: number) {
  if (import.meta.env.DEV && !(accordionHeadingLevels as readonly number[]).includes(level)) {
    throw new Error(
      `${component} got headingLevel={${String(level)}}: use one of ${accordionHeadingLevels.join(', ')} so the headers fit the page outline (h1 is the page title).`,
    );
  }
}

function countKeys(keys: Iterable<Key> | undefined) {
  return keys === undefined ? 0 : Array.from(keys).length;
}

/**
 * WAI-ARIA accordion pattern: ArrowDown/ArrowUp (wrapping), Home and End move focus between headers.
 * React Aria's disclosures have no such handling, so each header button gets this handler; keys pressed
 * anywhere else (a link inside a panel, the page) never reach it, and the page keeps scrolling.
 */
function onHeaderKeyDown(event: KeyboardEvent) {
  const header: unknown = event.currentTarget;
  const root = header instanceof HTMLElement ? header.closest(rootSelector) : null;
  // Modified keys belong to the browser and assistive technology (Ctrl+Home scrolls to the top).
  if (root === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    event.continuePropagation();
    return;
  }
  const headers = Array.from(root.querySelectorAll<HTMLButtonElement>(triggerSelector)).filter(
    (candidate) => candidate.closest(rootSelector) === root,
  );
  const next = nextHeaderIndex(
    event.key,
    headers.findIndex((candidate) => candidate === header),
    headers.length,
    (index) => headers[index]?.disabled ?? true,
  );
  if (next === null) {
    event.continuePropagation();
    return;
  }
  event.preventDefault();
  headers[next]?.focus();
}

/**
 * A list of headers that each show and hide a panel, one open at a time (RAC's `DisclosureGroup`
 * default). Children are `AccordionItem`s. Works controlled (`expandedKeys` + `onExpandedChange`) or
 * uncontrolled (`defaultExpandedKeys`).
 */
export function Accordion({
  headingLevel = 3,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: AccordionProps) {
  assertHeadingLevel('Accordion', headingLevel);
  if (import.meta.env.DEV && props.expandedKeys !== undefined && props.onExpandedChange === undefined) {
    throw new Error(
      'Accordion got expandedKeys without onExpandedChange, so its headers cannot open or close anything. Pass onExpandedChange={(keys) => …} to update your state, or use defaultExpandedKeys for an accordion that manages itself.',
    );
  }
  if (import.meta.env.DEV && (countKeys(props.expandedKeys) > 1 || countKeys(props.defaultExpandedKeys) > 1)) {
    throw new Error(
      'Accordion opens one item at a time: pass at most one id in expandedKeys / defaultExpandedKeys (for example defaultExpandedKeys={["one"]}).',
    );
  }
  const context = useMemo(() => ({ headingLevel }), [headingLevel]);
  const isNamed = Boolean(ariaLabel || ariaLabelledBy);
  return (
    <AccordionContext value={context}>
      <AriaDisclosureGroup
        {...props}
        data-accordion=""
        className={composeClassName(className, styles.accordion)}
        // RAC's group forwards no ARIA labelling props; a name only means something on an element
        // with a role, so a named accordion renders as role="group".
        render={
          isNamed
            ? (domProps) => <div {...domProps} role="group" aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} />
            : undefined
        }
      />
    </AccordionContext>
  );
}

/** The attribute that marks a collapsed panel in server-rendered HTML (see `AccordionItem`). */
export const untilFoundAttribute = 'data-hidden-until-found';

function renderPanel({ 'aria-hidden': _ariaHidden, ...domProps }: ComponentPropsWithRef<'div'>) {
  return <div {...domProps} {...(domProps.hidden === true ? { [untilFoundAttribute]: '' } : {})} />;
}

/**
 * Server-rendered HTML with every collapsed accordion panel as `hidden="until-found"`, which the
 * browser's find-in-page can search and reveal, with or without JavaScript.
 */
export function untilFound(html: string): string {
  return html.replace(new RegExp(`<div [^>]*${untilFoundAttribute}=""[^>]*>`, 'g'), (tag) => tag.replace(/ hidden=""/, ' hidden="until-found"'));
}

/**
 * One header and its panel. The header is a real heading (`h2`–`h6`) holding a button with
 * `aria-expanded` and `aria-controls`; the panel is labelled by that button.
 *
 * Collapsed panels stay in the DOM with `hidden="until-found"`, so the browser's find-in-page can
 * reach their text; RAC listens for the `beforematch` event and opens the item on a match.
 *
 * On the server RAC can only write a boolean `hidden` (React has no `until-found` value), which
 * find-in-page cannot search. Collapsed panels rendered there carry `data-hidden-until-found`, so a
 * prerenderer can write `hidden="until-found"` (`untilFound` in this module); in the browser RAC sets
 * it itself. RAC's `aria-hidden` on collapsed panels is left out: `hidden` already takes the panel out
 * of the accessibility tree, validators flag the pair, and an answer the browser reveals natively (a
 * find-in-page match before the page's script has run) must not stay hidden from screen readers.
 */
export function AccordionItem({ id, title, children, headingLevel, className, ...props }: AccordionItemProps) {
  const context = use(AccordionContext);
  if (import.meta.env.DEV && context === null) {
    throw new Error('AccordionItem must be rendered inside an <Accordion>, which keeps one item open at a time.');
  }
  if (import.meta.env.DEV && (id === undefined || id === null || id === '')) {
    throw new Error(
      'AccordionItem needs an id (for example id="one"): Accordion\'s expandedKeys and defaultExpandedKeys refer to items by it.',
    );
  }
  const level = headingLevel ?? context?.headingLevel ?? 3;
  assertHeadingLevel('AccordionItem', level);
  return (
    <AriaDisclosure
      {...props}
      id={id}
      className={composeClassName(className, styles.item)}
    >
      <AriaHeading level={level} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger} onKeyDown={onHeaderKeyDown} data-accordion-trigger="">
          <span>{title}</span>
          <Icon icon={ChevronDown} className={styles.chevron} />
        </AriaButton>
      </AriaHeading>
      <AriaDisclosurePanel render={renderPanel}>
        <div className={styles.panelContent}>{children}</div>
      </AriaDisclosurePanel>
    </AriaDisclosure>
  );
}
