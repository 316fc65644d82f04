import type { AreaName, AreaRoutesModule } from '@organizator/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { forgetArea, loadArea, loadedArea } from './registry';

export type AreaModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: AreaRoutesModule }
  | { status: 'error'; error: unknown };

const initial = (area: AreaName): AreaModuleState => {
  const module = loadedArea(area);
  return module ? { status: 'ready', module } : { status: 'loading' };
};

/**
 * Loads an area's routes module. `retry` tries again after a failed load; `reload` also drops a
 * loaded module (after its page crashed) and fetches the remote afresh.
 */
export function useAreaModule(area: AreaName) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ area: AreaName; value: AreaModuleState }>(() => ({
    area,
    value: initial(area),
  }));

  useEffect(() => {
    // `attempt` is read so a retry reruns this effect.
    if (attempt < 0) return;
    const ready = loadedArea(area);
    if (ready) {
      setState({ area, value: { status: 'ready', module: ready } });
      return;
    }
    let current = true;
    setState({ area, value: { status: 'loading' } });
    loadArea(area).then(
      (module) => current && setState({ area, value: { status: 'ready', module } }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ area, value: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [area, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(() => {
    forgetArea(area);
    // Not the crashed module again while the fresh one loads.
    setState({ area, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [area]);
  const value = state.area === area ? state.value : initial(area);
  return { state: value, attempt, retry, reload };
}
