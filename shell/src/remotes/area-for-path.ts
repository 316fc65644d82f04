import { AREAS, type AreaName } from '@organizator/shared/domain';
import { matchPath } from 'react-router-dom';

/** The remote that owns `pathname`, if any (e.g. /notes/42 -> mf_notes). */
export function areaForPath(pathname: string): AreaName | undefined {
  return (Object.keys(AREAS) as AreaName[]).find((area) =>
    AREAS[area].routes.some((route) => matchPath(route.path, pathname)),
  );
}
