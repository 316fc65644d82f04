import type { ReactNode } from 'react';
import type * as ReactRouter from 'react-router-dom';

/**
 * The router API remotes use, delegated to the host's own react-router.
 *
 * react-router is not a federation singleton: shared, it ships whole; the shell bundles
 * a tree-shaken copy and registers its hooks here at boot. This module is the singleton, so
 * every remote's hooks run against the shell's router and its contexts. In jest (no federation) this
 * path maps to `./direct`, the real react-router-dom.
 */
interface RouterApi {
  useNavigate: typeof ReactRouter.useNavigate;
  useParams: typeof ReactRouter.useParams;
  useLocation: typeof ReactRouter.useLocation;
  useSearchParams: typeof ReactRouter.useSearchParams;
  useBlocker: typeof ReactRouter.useBlocker;
  useHref: typeof ReactRouter.useHref;
  useLinkClickHandler: typeof ReactRouter.useLinkClickHandler;
  Link: typeof ReactRouter.Link;
  Navigate: (props: ReactRouter.NavigateProps) => ReactNode;
  /** useBlocker needs a data router; plain routers (some tests) do not have one. */
  useHasDataRouter: () => boolean;
}

export type { Params } from 'react-router-dom';

let api: RouterApi | null = null;

/** Called once by the page's host (the shell, or a remote's standalone entry) before rendering. */
export function registerRouter(router: RouterApi) {
  api = router;
}

function router(): RouterApi {
  if (!api) throw new Error('No router registered: the host must call registerRouter() first');
  return api;
}

export const useNavigate: RouterApi['useNavigate'] = () => router().useNavigate();
export const useParams: RouterApi['useParams'] = () => router().useParams();
export const useLocation: RouterApi['useLocation'] = () => router().useLocation();
export const useSearchParams: RouterApi['useSearchParams'] = (init) =>
  router().useSearchParams(init);
export const useBlocker: RouterApi['useBlocker'] = (when) => router().useBlocker(when);
export const useHref: RouterApi['useHref'] = (to, options) => router().useHref(to, options);
export const useLinkClickHandler: RouterApi['useLinkClickHandler'] = (to, options) =>
  router().useLinkClickHandler(to, options);
export const useHasDataRouter: RouterApi['useHasDataRouter'] = () => router().useHasDataRouter();
export const Link = ((props) => {
  const { Link: RouterLink } = router();
  return <RouterLink {...props} />;
}) as RouterApi['Link'];
export function Navigate(props: ReactRouter.NavigateProps) {
  const { Navigate: RouterNavigate } = router();
  return <RouterNavigate {...props} />;
}
