import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { createNoteBody, type Note } from '@organizator/shared/contract';
import {
  FlexBox,
  KitButton,
  LinkButton,
  MutedText,
  useThemeToken,
  VisuallyHidden,
} from '@organizator/shared/ui';
import { useId, useRef, useState } from 'react';
import { useKeyboardHints } from '../hooks/use-keyboard-hints';
import { type NoteDraft, useNoteSaver } from '../hooks/use-note-saver';
import { t } from '../texts';
import { BlockEditor, type BlockEditorHandle } from './block-editor';
import { TitleField } from './title-field';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** docs/product.md#validation: a note title has at least 1 character, checked with the API's own schema. */
const titleIsValid = (title: string) => createNoteBody.shape.title.safeParse(title).success;

/** One open note: title, block editor, save (button and autosave) and the leave guard. */
export function NoteEditor({ note }: { note: Note }) {
  const token = useThemeToken();
  const keyboardHints = useKeyboardHints();
  const [title, setTitle] = useState(note.title);
  const titleRef = useRef(title);
  const [showTitleError, setShowTitleError] = useState(false);
  const editor = useRef<BlockEditorHandle>(null);

  const readDraft = async (): Promise<NoteDraft | null> => {
    const current = titleRef.current;
    if (!titleIsValid(current)) {
      setShowTitleError(true);
      return null;
    }
    return { title: current.trim(), body: (await editor.current?.save()) ?? null };
  };
  const saver = useNoteSaver(note.id, readDraft);
  const guard = useUnsavedChangesGuard(saver.dirty);
  const titleError = showTitleError && !titleIsValid(title);
  const titleErrorId = useId();

  return (
    <FlexBox vertical gap={12}>
      {/* One line whatever the save status says: a status that wrapped the row pushed the note down
          at every autosave. */}
      <FlexBox align="center" justify="space-between" gap={8}>
        <LinkButton
          to="/notes"
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={guard.guardLink('/notes')}
        >
          {t.notes.back}
        </LinkButton>
        <FlexBox align="center" justify="flex-end" gap={12} style={{ minWidth: 0 }}>
          <span
            role="status"
            data-testid="save-status"
            style={{
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: token.colorTextSecondary,
            }}
          >
            {t.notes.status[saver.status]}
          </span>
          <KitButton
            type="primary"
            icon={<SaveOutlined />}
            loading={saver.saving}
            onClick={() => void saver.saveNow()}
          >
            {t.notes.save}
          </KitButton>
        </FlexBox>
      </FlexBox>
      <div>
        {/* The title field is the visible title; the page's <h1> names the note for the outline. */}
        <VisuallyHidden as="h1">{title.trim() || t.notes.titleLabel}</VisuallyHidden>
        <TitleField
          value={title}
          label={t.notes.titleLabel}
          placeholder={t.notes.titlePlaceholder}
          invalid={titleError}
          describedBy={titleError ? titleErrorId : undefined}
          onChange={(value) => {
            titleRef.current = value;
            setTitle(value);
            setShowTitleError(!titleIsValid(value));
            saver.markChanged();
          }}
        />
        {titleError ? (
          <span id={titleErrorId} role="alert" style={{ color: token.colorError }}>
            {t.notes.titleRequired}
          </span>
        ) : null}
      </div>
      <MutedText small>{keyboardHints ? t.notes.tabHint : t.notes.touchHint}</MutedText>
      <BlockEditor ref={editor} initialBody={note.body} onChange={saver.markChanged} />
      {guard.prompt}
    </FlexBox>
  );
}
