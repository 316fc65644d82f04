import { useBlocker, useHasDataRouter, useNavigate } from '@organizator/shared/router';
import { lazyDialog } from '@organizator/shared/ui';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';

/** The dialog (antd Modal) loads when a note first becomes dirty, not with the page. */
const { Dialog: LeavePrompt, preload: preloadLeavePrompt } = lazyDialog(
  async () => (await import('./leave-prompt')).LeavePrompt,
);

/** In a data router (the shell) every in-app navigation away (links, back button) is held here. */
function BlockerPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <LeavePrompt
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

/**
 * Leaving with unsaved changes asks first: closing or reloading the tab through the browser's own
 * beforeunload dialog; in-app navigation through our dialog. useBlocker needs a data router; under a
 * plain <BrowserRouter> (the standalone dev entry, tests) the returned link handler asks instead.
 */
export function useUnsavedChangesGuard(dirty: boolean): {
  prompt: ReactNode;
  guardLink: (to: string) => (event: MouseEvent<HTMLElement>) => void;
} {
  const hasDataRouter = useHasDataRouter();
  const navigate = useNavigate();
  const [pendingTo, setPendingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    preloadLeavePrompt();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (hasDataRouter) {
    return { prompt: <BlockerPrompt when={dirty} />, guardLink: () => () => {} };
  }
  return {
    prompt: (
      <LeavePrompt
        open={pendingTo !== null}
        onLeave={() => {
          const to = pendingTo;
          setPendingTo(null);
          if (to) navigate(to);
        }}
        onStay={() => setPendingTo(null)}
      />
    ),
    guardLink: (to) => (event) => {
      if (!dirty) return;
      event.preventDefault();
      setPendingTo(to);
    },
  };
}
