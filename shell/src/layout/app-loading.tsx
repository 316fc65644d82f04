import { routeForPath } from '@organizator/shared/domain';
import { useAccessToken } from '@organizator/shared/runtime';
import { PageLoading } from '../ui/page-loading';
import { BareContent } from './bare-content';
import { BootFrame } from './boot-frame';
import { savedCopy, savedHeading } from './first-screen';
import { routeHeading } from './route-headings';
import { SavedScreen } from './saved-screen';

/**
 * The app starting (its code, the saved cache, the route's modules): a signed-in visit keeps
 * showing what the page arrived with, its saved copy, or the boot frame of a page with a fixed or
 * saved title; anything else a spinner.
 */
export function AppLoading() {
  const token = useAccessToken();
  const { pathname } = window.location;
  if (!token) return <PageLoading />;
  const copy = savedCopy(pathname, token);
  if (routeForPath(pathname)?.layout === 'bare') {
    if (!copy) return <PageLoading />;
    return (
      <BareContent>
        <SavedScreen copy={copy} />
      </BareContent>
    );
  }
  const heading = routeHeading(pathname) ?? savedHeading(pathname, token);
  if (!heading && !copy) return <PageLoading />;
  return <BootFrame pathname={pathname} heading={heading ?? { text: '' }} copy={copy} />;
}
