import { registerRouter } from '@organizator/shared/router';
import { useContext } from 'react';
import {
  Link,
  Navigate,
  UNSAFE_DataRouterContext,
  useBlocker,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

/**
 * Hands this page's react-router to the remotes, which reach it through the
 * `@organizator/shared/router` singleton. Imported by that exact name (not the package's
 * `router/register` helper) so the shell also *provides* the singleton to the share scope.
 */
export function registerShellRouter() {
  registerRouter({
    Link,
    Navigate,
    useBlocker,
    useHref,
    useLinkClickHandler,
    useLocation,
    useNavigate,
    useParams,
    useSearchParams,
    useHasDataRouter: () => useContext(UNSAFE_DataRouterContext) !== null,
  });
}
