import { AREAS, type AreaName } from '../domain/areas';

export const SHELL_DEV_PORT = 3000;
export const API_DEV_PORT = 4000;

/** remotes.json as deployed by `pnpm start`: every remote under /remotes/<pkg>/. */
export function productionRemotes(): Record<AreaName, string> {
  return mapAreas((a) => `/remotes/${a.pkg}/mf-manifest.json`);
}
/** remotes.json for `pnpm dev`: every remote on its own dev server. */
export function devRemotes(): Record<AreaName, string> {
  return mapAreas((a) => `http://localhost:${a.port}/mf-manifest.json`);
}
function mapAreas(url: (a: (typeof AREAS)[AreaName]) => string) {
  return Object.fromEntries(Object.entries(AREAS).map(([name, a]) => [name, url(a)])) as Record<
    AreaName,
    string
  >;
}
