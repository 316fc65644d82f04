import { ArrowLeftOutlined } from '@ant-design/icons';
import { isApiError } from '@organizator/shared/client';
import { t } from '@organizator/shared/i18n';
import { useEditableCopy } from '@organizator/shared/query';
import { useParams } from '@organizator/shared/router';
import { EmptyState, LinkButton, Loading, StaleNotice } from '@organizator/shared/ui';
import { theme } from 'antd';
import { useNote } from '../api/notes';
import { NoteEditor } from '../components/note-editor';

/** docs/product.md#screens: the editor is at most 800 px wide. */
export const NOTE_EDITOR_MAX_WIDTH = 800;

/** /notes/:id (bare layout): the note editor, full page. */
export function NotePage() {
  const { id = '' } = useParams();
  const note = useNote(id);
  // Editor.js takes its body once: never from a restored copy older than the server's.
  const editable = useEditableCopy(note);
  const { token } = theme.useToken();

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgContainer, color: token.colorText }}>
      <main
        style={{
          maxWidth: NOTE_EDITOR_MAX_WIDTH,
          // The 800 px are the editor's own width; the page padding comes on top.
          boxSizing: 'content-box',
          margin: '0 auto',
          padding: `${token.paddingMD}px ${token.padding}px ${token.paddingXL * 2}px`,
        }}
      >
        {editable !== undefined ? (
          <>
            <StaleNotice query={note} />
            {/* Keyed by id: another note gets a fresh editor (and the old Editor.js is destroyed). */}
            <NoteEditor key={editable.id} note={editable} />
          </>
        ) : !note.isError ? (
          <Loading />
        ) : (
          <EmptyState
            text={
              isApiError(note.error) && note.error.status === 404
                ? t.notes.notFound
                : note.error.message
            }
            action={
              <LinkButton to="/notes" icon={<ArrowLeftOutlined />}>
                {t.notes.back}
              </LinkButton>
            }
          />
        )}
      </main>
    </div>
  );
}
