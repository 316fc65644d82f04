// By package name, not './index': the host must use (and so provide) the federation singleton.
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

/** Hands the page's react-router to the remotes; called by the shell and standalone entries at boot. */
export function registerReactRouter() {
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
