import type { AreaLayout, AreaName } from '@organizator/shared/domain';
import { useAccessToken } from '@organizator/shared/runtime';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { savedHeading } from '../layout/first-screen';
import { HeadingLoading } from '../layout/heading-loading';
import { routeHeading } from '../layout/route-headings';
import { useCurrentUser } from '../protected/current-user';
import { PageLoading } from '../ui/page-loading';
import { Spinner } from '../ui/spinner';
import { AreaErrorBoundary } from './area-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { useAreaModule } from './use-area-module';

/**
 * One route of a remote: loads the area's `./routes` on first visit and renders `routes[path]`.
 * Failing to load, or throwing while rendering, shows the error panel in this area only.
 */
export function RemoteRoute({
  area,
  path,
  layout,
}: {
  area: AreaName;
  path: string;
  layout: AreaLayout;
}) {
  const { state, attempt, retry, reload } = useAreaModule(area);
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const Loading = layout === 'bare' ? PageLoading : ContentLoading;

  if (state.status === 'error')
    return (
      <Frame layout={layout}>
        <RemoteErrorPanel onRetry={retry} error={state.error} layout={layout} />
      </Frame>
    );
  // The page waits for the user (the guard may still send the visitor to /login).
  if (state.status === 'loading' || !user) return <Loading />;

  const Page = (state.module.routes as Record<string, ComponentType | undefined>)[path];
  if (!Page)
    return (
      <Frame layout={layout}>
        <RemoteErrorPanel onRetry={retry} layout={layout} />
      </Frame>
    );
  return (
    <AreaErrorBoundary key={`${pathname}#${attempt}`} area={area} layout={layout} onRetry={reload}>
      <Page />
    </AreaErrorBoundary>
  );
}

/**
 * The area's code or the user on their way: the page's title, when fixed or saved from the last
 * visit (the boot frame showed it), already in its place.
 */
function ContentLoading() {
  const { pathname } = useLocation();
  const token = useAccessToken();
  const heading = routeHeading(pathname) ?? savedHeading(pathname, token);
  if (heading) return <HeadingLoading heading={heading} />;
  return (
    <div className="org-content-loading">
      <Spinner size="large" />
    </div>
  );
}

function Frame({ layout, children }: { layout: AreaLayout; children: React.ReactNode }) {
  return layout === 'bare' ? <div className="org-bare-frame">{children}</div> : children;
}
