import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { createNoteBody, NOTE_TITLE_MAX, type Note } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useId, useRef, useState } from 'react';
import { type NoteDraft, useNoteSaver } from '../lib/use-note-saver';
import { BlockEditor, type BlockEditorHandle } from './block-editor';
import { LinkButton } from './link-button';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** SPEC §5: a note title has at least 1 character, checked with the API's own schema. */
const titleIsValid = (title: string) => createNoteBody.shape.title.safeParse(title).success;

/** One open note: title, block editor, save (button and autosave) and the leave guard. */
export function NoteEditor({ note }: { note: Note }) {
  const { token } = theme.useToken();
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
    <Flex vertical gap={12}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <LinkButton
          to="/notes"
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={guard.guardLink('/notes')}
        >
          {t.notes.back}
        </LinkButton>
        <Flex align="center" gap={12}>
          <Typography.Text type="secondary" role="status" data-testid="save-status">
            {t.notes.status[saver.status]}
          </Typography.Text>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saver.saving}
            onClick={() => void saver.saveNow()}
          >
            {t.notes.save}
          </Button>
        </Flex>
      </Flex>
      {/* A bare field with its own message: antd Form would add ~10 KB gzip to this route for one rule. */}
      <div>
        <Input.TextArea
          value={title}
          aria-label={t.notes.titleLabel}
          placeholder={t.notes.titlePlaceholder}
          maxLength={NOTE_TITLE_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          variant="borderless"
          style={{ fontSize: token.fontSizeHeading2, fontWeight: 600, padding: '4px 0' }}
          onChange={(event) => {
            const value = event.target.value.replace(/\n/g, ' ');
            titleRef.current = value;
            setTitle(value);
            setShowTitleError(!titleIsValid(value));
            saver.markChanged();
          }}
          onPressEnter={(event) => event.preventDefault()}
          status={titleError ? 'error' : undefined}
          aria-invalid={titleError}
          aria-describedby={titleError ? titleErrorId : undefined}
        />
        {titleError ? (
          <Typography.Text type="danger" id={titleErrorId} role="alert">
            {t.notes.titleRequired}
          </Typography.Text>
        ) : null}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t.notes.tabHint}
      </Typography.Text>
      <BlockEditor ref={editor} initialBody={note.body} onChange={saver.markChanged} />
      {guard.prompt}
    </Flex>
  );
}
