import { t } from '@organizator/shared/i18n';
import { useEditableCopy } from '@organizator/shared/query';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { PICTURE, PICTURE_CSS } from './inert-picture';
import { KitButton } from './kit-button';
import { LoadError } from './load-error';
import { Loading } from './loading';
import { type QueryLike, StaleNotice } from './stale-notice';

interface StateProps<E> {
  errorTitle: string;
  /** Why it failed, in the user's words (e.g. the API's message, or "not found" for a 404). */
  errorText?: (error: E) => ReactNode;
  /** Ways out besides retrying (e.g. back to the overview). */
  errorActions?: ReactNode;
  /** The loading line's text, where the product words it (e.g. the grocery editor's "Loading..."). */
  loadingText?: string;
}

/** What an editable page's children may do besides editing. */
interface EditableControls {
  /** Drops the page's draft: asks the server again, then starts the children over from its copy. */
  reset: () => Promise<void>;
}

type ViewProps<T, E> = StateProps<E> & {
  query: QueryLike & { data: T | undefined; error: E | null };
  editable?: false;
  children: (data: T) => ReactNode;
};

type EditableProps<D extends { id: string } | null, E> = StateProps<E> & {
  query: UseQueryResult<D, E>;
  /**
   * The page edits a copy of the server's record (a form, the note editor) that takes its starting
   * values once. Its children start from the server's copy (never from a restored cache the server
   * has replaced; see `useEditableCopy`), keep their draft through background refetches, and start
   * over only for another record or on `reset`.
   */
  editable: true;
  children: (copy: NonNullable<D>, controls: EditableControls) => ReactNode;
};

/**
 * A page's main query, one way everywhere: loading while there is no data (offline, the query waits
 * paused and this stays the loading line under the shell's banner), a load error with retry when the
 * first load failed, and once there is data, the data, with the stale notice when a later refetch
 * fails (stale-while-error). `editable` is the same for a page that edits the record it shows.
 */
export function QueryView<T, E = unknown>(props: ViewProps<T, E>): ReactNode;
export function QueryView<D extends { id: string } | null, E = unknown>(
  props: EditableProps<D, E>,
): ReactNode;
export function QueryView<T, D extends { id: string } | null, E>(
  props: ViewProps<T, E> | EditableProps<D, E>,
): ReactNode {
  if (props.editable) return <EditableView {...props} />;
  const { query, children } = props;
  if (query.data === undefined) return <NoData {...props} />;
  return (
    <>
      <StaleNotice query={query} />
      {children(query.data)}
    </>
  );
}

function EditableView<D extends { id: string } | null, E>(props: EditableProps<D, E>) {
  const { query, children } = props;
  const copy = useEditableCopy(query);
  // Bumped by `reset`: the children are keyed by it, so their draft starts over from the new copy.
  const [seed, setSeed] = useState(0);
  // The saved copy shown while the server's is on its way, and how often the server's copy replaced
  // a different one shown so (the children start over from it then; an equal answer keeps the same
  // object, structural sharing, so nothing is drawn twice).
  const previewed = useRef<NonNullable<D> | null>(null);
  const replaced = useRef(0);
  const { refetch } = query;
  const saved: NonNullable<D> | undefined = query.data ?? undefined;
  const shown = copy ?? saved;
  if (shown === undefined) return <NoData {...props} />;
  const preview = copy === undefined;
  if (preview) previewed.current = shown;
  else if (previewed.current !== null) {
    if (previewed.current !== copy) replaced.current += 1;
    previewed.current = null;
  }
  const reset = async () => {
    await refetch();
    setSeed((n) => n + 1);
  };
  // The saved copy is on screen at once but cannot be edited (inert) until the server answers: an
  // edit started from it could write an older copy back (useEditableCopy). Its fields keep their
  // place but are not drawn meanwhile (inert-picture.ts): a field that shows takes what is typed.
  // The wrapper draws no box (display: contents), so the page lays out the same before and after.
  return (
    <>
      {preview ? null : <StaleNotice query={query} />}
      <style href="org-picture" precedence="default">
        {PICTURE_CSS}
      </style>
      <div
        style={{ display: 'contents' }}
        inert={preview}
        aria-busy={preview}
        {...(preview ? PICTURE : {})}
      >
        <Fragment key={`${shown.id}:${seed}:${replaced.current}`}>
          {children(shown, { reset })}
        </Fragment>
      </div>
    </>
  );
}

/** No data to show yet: the first load failed (with retry), or it is on its way. */
function NoData<E>({
  query,
  errorTitle,
  errorText,
  errorActions,
  loadingText,
}: StateProps<E> & { query: QueryLike & { data: unknown; error: E | null } }) {
  if (!(query.isError && query.data === undefined)) return <Loading text={loadingText} />;
  return (
    <LoadError
      title={errorTitle}
      text={errorText && query.error !== null ? errorText(query.error) : undefined}
      actions={
        <>
          <KitButton onClick={() => query.refetch()}>{t.common.retry}</KitButton>
          {errorActions}
        </>
      }
    />
  );
}
