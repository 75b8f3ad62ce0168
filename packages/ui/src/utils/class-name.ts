import { composeRenderProps } from 'react-aria-components';
import { cx } from '@rihla/styled-system/css';

type ClassName<T> = string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined;

/**
 * Merges a component's own classes with the caller's `className`, which react-aria allows to be a
 * function of the render state (hovered, pressed, selected...). The state itself is styled through
 * Panda conditions on react-aria's data attributes, so the base class does not depend on it.
 */
export function withClass<T>(base: string, className: ClassName<T>) {
  return composeRenderProps<string, T & { defaultClassName: string | undefined }, string>(className ?? '', (own) =>
    cx(base, own),
  );
}
