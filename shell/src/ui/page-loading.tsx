import { Spinner } from './spinner';

/** A whole page waiting for its code or data. */
export function PageLoading() {
  return (
    <div className="org-page-loading">
      <Spinner size="large" />
    </div>
  );
}
