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
import { registerRouter } from './index';

/** Hands the page's react-router to the remotes; imported by the shell and standalone entries. */
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
