import { Spinner } from '../ui/spinner';
import type { RouteHeading } from './route-headings';

/**
 * An area's content while its code or data loads: the page's own title where the page will draw it
 * (same size and place as `PageHeader`), and a spinner below.
 */
export function HeadingLoading({ heading }: { heading: RouteHeading }) {
  return (
    <div
      className="org-heading-loading"
      style={
        heading.centredWidth ? { maxWidth: heading.centredWidth, margin: '0 auto' } : undefined
      }
    >
      <div className="org-heading-loading__row">
        <h1 className="org-heading-loading__title">{heading.text}</h1>
      </div>
      <div className="org-content-loading">
        <Spinner size="large" />
      </div>
    </div>
  );
}
