/**
 * The real react-router-dom bindings: what jest maps `@organizator/shared/router` to, and what a
 * host registers for the remotes (register-react-router.ts).
 */
export {
  Link,
  Navigate,
  useBlocker,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

import { useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

export type { Params } from 'react-router-dom';
export const registerRouter = () => {};
export const useHasDataRouter = () => useContext(UNSAFE_DataRouterContext) !== null;
