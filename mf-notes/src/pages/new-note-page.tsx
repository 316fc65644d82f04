import type { Note } from '@organizator/shared/contract';
import { t, titledWithToday } from '@organizator/shared/i18n';
import { useLocation, useNavigate } from '@organizator/shared/router';
import { EmptyState, LinkButton } from '@organizator/shared/ui';
import { Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useCreateNote } from '../api/notes';

/**
 * One creation per visit of /notes/new: StrictMode runs effects twice and a remount would run them
 * again, so the request is remembered per history entry (location.key), not per component.
 */
const creations = new Map<string, Promise<Note>>();

/** /notes/new: creates "<default title> <today>" and replaces itself with that note's editor. */
export function NewNotePage() {
  const { key } = useLocation();
  const navigate = useNavigate();
  const { mutateAsync } = useCreateNote();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = `${key}:${attempt}`;
    let creation = creations.get(id);
    if (!creation) {
      creation = mutateAsync(titledWithToday(t.notes.defaultTitle));
      creations.set(id, creation);
      // StrictMode's second run happens before this settles, so forgetting it afterwards is safe.
      creation.then(
        () => creations.delete(id),
        () => creations.delete(id),
      );
    }
    let active = true;
    creation.then(
      (note) => {
        if (active) navigate(`/notes/${note.id}`, { replace: true });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt, mutateAsync, navigate]);

  if (failed) {
    return (
      <EmptyState
        text={t.notes.createError}
        action={
          <Flex gap={8} justify="center">
            <Button
              type="primary"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t.common.retry}
            </Button>
            <LinkButton to="/notes">{t.notes.back}</LinkButton>
          </Flex>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <span>{t.notes.creating}</span>
    </Flex>
  );
}
