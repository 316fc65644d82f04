/**
 * Development only: lets each remote's React Refresh runtime find the page's React renderer. Without
 * React DevTools, the first refresh runtime (the shell's) installs a minimal global hook that does
 * not record renderers, so a remote's runtime, injected later, never learns about react-dom and its
 * edits apply without re-rendering. Recording them here (before react-dom registers) fixes that.
 */
interface DevToolsHook {
  renderers?: Map<number, unknown>;
  inject?: (renderer: unknown) => number;
  recordsRenderers?: boolean;
}

if (process.env.NODE_ENV !== 'production') {
  const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook })
    .__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const inject = hook?.inject;
  if (hook && inject && hook.renderers && !hook.recordsRenderers) {
    hook.recordsRenderers = true;
    hook.inject = function recordRenderer(this: DevToolsHook, renderer: unknown) {
      const id = inject.call(this, renderer);
      hook.renderers?.set(id, renderer);
      return id;
    };
  }
}
