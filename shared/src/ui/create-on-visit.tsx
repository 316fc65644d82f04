import { t } from '@organizator/shared/i18n';
import { useLocation, useNavigate } from '@organizator/shared/router';
import { useEffect, useState } from 'react';
import { EmptyState } from './empty-state';
import { FlexBox } from './flex-box';
import { KitButton } from './kit-button';
import { LinkButton } from './link-button';
import { Loading } from './loading';

/**
 * Requests of pages that create something on a visit (/lists/new, /notes/new), per visit and attempt.
 * StrictMode runs effects twice and a remount runs them again: the request is remembered per history
 * entry (location.key), not per component, and forgotten once settled (its outcome is handled).
 */
const creations = new Map<string, Promise<{ id: string }>>();

interface CreateOnVisitProps<T extends { id: string }> {
  /** The one request of this visit (`mutateAsync` of the area's create mutation). */
  create: () => Promise<T>;
  /** Where the created thing is opened, replacing this page in the history. */
  destination: (created: T) => string;
  creatingText: string;
  errorText: string;
  /** Where the failed page's back link goes, and its text. */
  back: { to: string; text: string };
}

/**
 * The one way a page creates something on arrival: a loading line while it is created, then the
 * created thing in place of this page; on failure the reason with a retry and a way back.
 */
export function CreateOnVisit<T extends { id: string }>({
  create,
  destination,
  creatingText,
  errorText,
  back,
}: CreateOnVisitProps<T>) {
  const { key } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = `${key}:${attempt}`;
    let creation = creations.get(id) as Promise<T> | undefined;
    if (!creation) {
      creation = create();
      creations.set(id, creation);
      // StrictMode's second run happens before this settles, so forgetting it afterwards is safe.
      const forget = () => creations.delete(id);
      creation.then(forget, forget);
    }
    let active = true;
    creation.then(
      (created) => {
        if (active) navigate(destination(created), { replace: true });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt, create, destination, navigate]);

  if (failed) {
    return (
      <EmptyState
        text={errorText}
        action={
          <FlexBox gap={8} justify="center">
            <KitButton
              type="primary"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t.common.retry}
            </KitButton>
            <LinkButton to={back.to}>{back.text}</LinkButton>
          </FlexBox>
        }
      />
    );
  }
  return (
    <FlexBox vertical align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Loading text={creatingText} />
    </FlexBox>
  );
}
