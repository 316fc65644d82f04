import { AREAS, type AreaName } from '@organizator/shared/domain';

/**
 * Development ports, each from the environment with today's default, so two checkouts (or a test run
 * beside a developer's `pnpm dev`) can run side by side: `API_PORT` (4000), `SHELL_PORT` (3000) and
 * `MF_LISTS_PORT` ... `MF_SETTINGS_PORT` (3001-3005). Every dev server reads the same variables, so the
 * shell's dev remotes.json and every `/api` proxy follow them.
 */
type DevEnv = Record<string, string | undefined>;

const portFrom = (value: string | undefined, fallback: number) => {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
};

export const apiDevPort = (env: DevEnv = process.env) => portFrom(env.API_PORT, 4000);
export const shellDevPort = (env: DevEnv = process.env) => portFrom(env.SHELL_PORT, 3000);
/** `mf_notes` -> `MF_NOTES_PORT`. */
const remotePortVariable = (area: AreaName) => `${area.toUpperCase()}_PORT`;
export const remoteDevPort = (area: AreaName, env: DevEnv = process.env) =>
  portFrom(env[remotePortVariable(area)], AREAS[area].port);

/** remotes.json for `pnpm dev`: every remote on its own dev server. */
export function devRemotes(env: DevEnv = process.env): Record<AreaName, string> {
  return Object.fromEntries(
    (Object.keys(AREAS) as AreaName[]).map((area) => [
      area,
      `http://localhost:${remoteDevPort(area, env)}/mf-manifest.json`,
    ]),
  ) as Record<AreaName, string>;
}
