/** `@organizator/shared/router` under jest: the real react-router-dom (no federation in tests). */
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
