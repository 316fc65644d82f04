import type { AreaLayout, AreaName } from '@organizator/shared/domain';
import { useAccessToken } from '@organizator/shared/runtime';
import { type ComponentType, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseArrivalPage } from '../app/arrival-gate';
import { BareContent } from '../layout/bare-content';
import { savedCopy, savedHeading } from '../layout/first-screen';
import { HeadingLoading } from '../layout/heading-loading';
import { routeHeading } from '../layout/route-headings';
import { SavedScreen } from '../layout/saved-screen';
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
  const Loading = layout === 'bare' ? BareLoading : ContentLoading;
  const failed = state.status === 'error';
  useEffect(() => {
    if (failed) releaseArrivalPage();
  }, [failed]);

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
      {layout === 'bare' ? (
        <BareContent>
          <Page />
        </BareContent>
      ) : (
        <Page />
      )}
    </AreaErrorBoundary>
  );
}

/** The saved copy of the page on screen, if it has one (first-screen.ts). */
function useSavedCopy() {
  const { pathname } = useLocation();
  const token = useAccessToken();
  return savedCopy(pathname, token);
}

/** A bare page's code or user on their way: its saved copy, or a spinner. */
function BareLoading() {
  const copy = useSavedCopy();
  if (!copy) return <PageLoading />;
  return (
    <BareContent>
      <SavedScreen copy={copy} />
    </BareContent>
  );
}

/**
 * The area's code or the user on their way: the page's saved copy, or its title when fixed or
 * saved from the last visit (the boot frame showed them), already in its place.
 */
function ContentLoading() {
  const { pathname } = useLocation();
  const token = useAccessToken();
  const copy = useSavedCopy();
  if (copy) return <SavedScreen copy={copy} />;
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
