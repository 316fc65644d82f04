import { useAccessToken } from '@organizator/shared/runtime';
import { PageLoading } from '../ui/page-loading';
import { BootFrame } from './boot-frame';
import { savedHeading } from './first-screen';
import { routeHeading } from './route-headings';

/**
 * The app starting (its code, the saved cache, the route's modules): a signed-in visit of a page
 * with a fixed title, or with its first screen saved, keeps showing the boot frame the page arrived
 * with; anything else a spinner.
 */
export function AppLoading() {
  const token = useAccessToken();
  const { pathname } = window.location;
  const heading = routeHeading(pathname) ?? savedHeading(pathname, token);
  if (!token || !heading) return <PageLoading />;
  return <BootFrame pathname={pathname} heading={heading} />;
}
