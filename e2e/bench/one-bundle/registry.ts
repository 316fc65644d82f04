// The one-bundle benchmark's stand-in for shell/src/remotes/registry.ts (swapped in by this folder's
// rspack.config.ts): the same exports and the same behaviour, but each area's `./routes` module is
// imported directly, a lazy chunk of the one build, where the shell loads it through Module
// Federation. A benchmark artefact only: never shipped.
import { AREAS, type AreaName, type AreaRoutesModule } from '@organizator/shared/domain';
import { matchPath } from 'react-router-dom';

/** What each remote exposes as `./routes` (mf-<area>/rspack.config.ts), imported as a chunk. */
const importers: { [N in AreaName]: () => Promise<AreaRoutesModule<N>> } = {
  mf_lists: () => import('../../../mf-lists/src/routes'),
  mf_notes: () => import('../../../mf-notes/src/routes'),
  mf_groceries: () => import('../../../mf-groceries/src/routes'),
  mf_diary: () => import('../../../mf-diary/src/routes'),
  mf_settings: () => import('../../../mf-settings/src/routes'),
};

const loading = new Map<AreaName, Promise<AreaRoutesModule>>();
const loaded = new Map<AreaName, AreaRoutesModule>();

/** The area's `./routes`, loading it on first use; concurrent callers share one load. */
export function loadArea(area: AreaName): Promise<AreaRoutesModule> {
  let promise = loading.get(area);
  if (!promise) {
    // Typed per area like `loadRemote<AreaRoutesModule>` in the shell's registry.
    promise = (importers[area]() as Promise<unknown> as Promise<AreaRoutesModule>).then(
      (module) => {
        loaded.set(area, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(area);
        throw error;
      },
    );
    loading.set(area, promise);
  }
  return promise;
}

export const loadedArea = (area: AreaName) => loaded.get(area);

type PreloadablePage = { preload?: () => Promise<unknown> };

/** Warms an area up and, given the link's path, that page's own chunk (as the shell's registry). */
export function preloadArea(area: AreaName, path?: string) {
  loadArea(area)
    .then((module) => {
      if (!path) return;
      const route = AREAS[area].routes.find((r) => matchPath(r.path, path));
      const page =
        route && (module.routes as Record<string, PreloadablePage | undefined>)[route.path];
      return page?.preload?.();
    })
    .catch(() => {});
}

export function forgetArea(area: AreaName) {
  loading.delete(area);
  loaded.delete(area);
}

export function resetRegistry() {
  loading.clear();
  loaded.clear();
}
