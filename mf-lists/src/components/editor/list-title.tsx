import { t } from '@organizator/shared/i18n';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { isDefaultTitle } from '../../lib/default-title';

interface ListTitleProps {
  name: string;
  onRename: (name: string) => void;
}

/**
 * Tap to rename (SPEC §2). A list that still holds its default title opens with the field focused
 * and selected, so the first thing typed names it.
 */
export function ListTitle({ name, onRename }: ListTitleProps) {
  const [editing, setEditing] = useState(() => isDefaultTitle(name));
  const [draft, setDraft] = useState(name);

  const start = () => {
    setDraft(name);
    setEditing(true);
  };
  const commit = () => {
    setEditing(false);
    const next = draft.trim();
    if (next && next !== name) onRename(next);
  };

  if (editing) {
    return (
      <Input
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        aria-label={t.lists.titleLabel}
        value={draft}
        maxLength={120}
        size="large"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setDraft(name);
            setEditing(false);
          }
        }}
        style={{ fontWeight: 600 }}
      />
    );
  }
  return (
    <Typography.Title
      level={3}
      style={{ margin: 0, cursor: 'text', overflowWrap: 'anywhere' }}
      title={t.lists.renameHint}
      role="button"
      tabIndex={0}
      onClick={start}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          start();
        }
      }}
      data-testid="list-title"
    >
      {name}
    </Typography.Title>
  );
}
