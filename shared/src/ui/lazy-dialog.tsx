import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A dialog (antd Modal and its motion code) fetched when it is first opened, not with the page:
 * `load` is a dynamic import of the module holding it. Renders nothing while closed; `preload`
 * fetches it ahead (pointer or focus on the button that opens it). Call it once, at module level.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  // Like React.lazy, the factory runs once at module level, so each Dialog is a stable component.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, never in render
  function Dialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Dialog, preload: () => void load().catch(() => undefined) };
}
