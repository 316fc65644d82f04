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
export const registerRouter = () => {};
