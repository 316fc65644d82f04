import { ArrowLeftOutlined } from '@ant-design/icons';
import { isApiError } from '@organizator/shared/client';
import { useParams } from '@organizator/shared/router';
import { LinkButton, QueryView, useThemeToken } from '@organizator/shared/ui';
import { useNote } from '../api/notes';
import { NoteEditor } from '../components/note-editor';
import { t } from '../texts';

/** docs/product.md#screens: the editor is at most 800 px wide. */
export const NOTE_EDITOR_MAX_WIDTH = 800;

/** /notes/:id (bare layout): the note editor, full page. */
export function NotePage() {
  const { id = '' } = useParams();
  const note = useNote(id);
  const token = useThemeToken();

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
        <QueryView
          query={note}
          editable
          errorTitle={t.notes.noteLoadError}
          errorText={(error) =>
            isApiError(error) && error.status === 404 ? t.notes.notFound : error.message
          }
          errorActions={
            <LinkButton to="/notes" icon={<ArrowLeftOutlined />}>
              {t.notes.back}
            </LinkButton>
          }
        >
          {/* Editor.js takes its body once; another note gets a fresh editor (the old one destroyed). */}
          {(copy) => <NoteEditor note={copy} />}
        </QueryView>
      </main>
    </div>
  );
}
