import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Note } from '@organizator/shared/contract';
import { formatDate } from '@organizator/shared/i18n';
import { Link } from '@organizator/shared/router';
import {
  FlexBox,
  KitButton,
  LinkButton,
  MutedText,
  preloadConfirmDelete,
  useThemeToken,
} from '@organizator/shared/ui';
import { t } from '../texts';

interface NoteRowProps {
  note: Note;
  onDelete: (note: Note) => void;
}

/** One note in the list: its title (a link into the editor), creation date, edit and delete. */
export function NoteRow({ note, onDelete }: NoteRowProps) {
  const token = useThemeToken();
  return (
    <FlexBox
      component="li"
      align="center"
      gap={8}
      data-testid="note-row"
      style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <FlexBox vertical style={{ flex: 1, minWidth: 0 }}>
        <Link
          to={`/notes/${note.id}`}
          style={{
            color: token.colorText,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {note.title}
        </Link>
        <MutedText>
          <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
        </MutedText>
      </FlexBox>
      <LinkButton
        to={`/notes/${note.id}`}
        icon={<EditOutlined />}
        aria-label={`${t.notes.edit}: ${note.title}`}
        title={t.notes.edit}
      />
      <KitButton
        danger
        icon={<DeleteOutlined />}
        aria-label={`${t.notes.delete}: ${note.title}`}
        title={t.notes.delete}
        onPointerEnter={preloadConfirmDelete}
        onFocus={preloadConfirmDelete}
        onClick={() => onDelete(note)}
      />
    </FlexBox>
  );
}
