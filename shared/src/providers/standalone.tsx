import type { AreaName, AreaRoutesModule } from '../domain/areas';
import type { StandaloneOptions } from './standalone-app';

/**
 * A remote's dev entry: the area alone inside AppProviders, signed in against the local API. The
 * router and the API client load on demand, so pages that import this package's providers (the
 * shell's /login among them) do not pay for them.
 */
export function renderStandalone<N extends AreaName>(
  area: AreaRoutesModule<N>,
  options?: StandaloneOptions,
) {
  void import('./standalone-app').then(({ mountStandalone }) => mountStandalone(area, options));
}
