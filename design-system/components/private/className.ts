import { composeRenderProps } from 'react-aria-components';

/** Class names joined with spaces, the empty ones left out. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A component's own class first, then the caller's `className`, for React Aria components whose
 * `className` may be a function of their render state: the caller's function still gets that state.
 */
export function composeClassName<T>(className: string | ((values: T) => string) | undefined, own: string): (values: T) => string {
  return composeRenderProps(className, (custom) => classNames(own, custom));
}
