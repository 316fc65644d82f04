import { type ComponentType, lazy, Suspense, useState } from 'react';

/** True from the first time `open` is true, so a loaded dialog stays mounted for its close animation. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function hasOpenProp(props: object): boolean {
  return 'open' in props && props.open === true;
}

export interface LazyDialog<P> {
  Dialog: ComponentType<P>;
  /** Fetches the dialog ahead (pointer or focus on the button that opens it). */
  preload: () => void;
}

/**
 * A dialog (antd Modal and its motion code) fetched when it is first opened, not with the page:
 * `load` is a dynamic import of the module holding it. Renders nothing until first opened, then
 * stays mounted so antd can animate its closing. `isOpen` reads the open state from props that
 * have no `open` (e.g. a picker open while it has a meal). Call it once, at module level.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyDialog<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = hasOpenProp,
): LazyDialog<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // Like React.lazy, the factory runs once at module level, so each Dialog is a stable component.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, never in render
  function Dialog(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Dialog, preload: () => void load().catch(() => undefined) };
}
