import { type ComponentType, lazy, Suspense, useState } from 'react';

function hasOpenProp(props: object): boolean {
  return 'open' in props && props.open === true;
}

interface LazyDialog<P> {
  Dialog: ComponentType<P>;
  /** Fetches the dialog ahead (pointer or focus on the button that opens it, or an idle page). */
  preload: () => Promise<void>;
}

/**
 * A dialog (the kit's Dialog and what it shows) fetched when it is first opened, not with the page:
 * `load` is a dynamic import of the module holding it. Renders nothing until first opened, then
 * stays mounted so the dialog can animate its closing. `isOpen` reads the open state from props that
 * have no `open` (e.g. a picker open while it has a meal). Call it once, at module level.
 *
 * Opened once its code is here (preloaded, or opened before), the dialog renders in the render
 * that opens it. Only a dialog opened before its code goes through a Suspense boundary: React
 * holds back content that replaces a fallback it has just shown (up to 300 ms), so a preloaded
 * dialog going that way would be slower to open than its download.
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
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download (offline) is tried again at the next opening or preload.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // A new lazy component per mount that opens before the code is here: React keeps a lazy
  // component's failure, and a failed download should be tried again at the next opening.
  const suspended = (): ComponentType<P> => {
    const Lazy = lazy(async () => ({ default: await fetchOnce() }));
    // biome-ignore lint/correctness/noComponentHookFactories: made when a dialog opens, kept in its state
    return function Suspended(props: P) {
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    };
  };
  const choose = (): ComponentType<P> => loaded ?? suspended();
  // Like React.lazy, the factory runs once at module level, so each Dialog is a stable component.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, never in render
  function Dialog(props: P) {
    const open = isOpen(props);
    // Chosen at the first opening and kept while mounted: switching from the suspended one to the
    // loaded one would mount the dialog again and lose what was typed in it.
    const [Shown, setShown] = useState<ComponentType<P> | null>(() => (open ? choose() : null));
    if (open && Shown === null) setShown(() => choose());
    return Shown ? <Shown {...props} /> : null;
  }
  return {
    Dialog,
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
