import { LIST_NAME_MAX } from '@organizator/shared/contract';
import { Heading } from '@organizator/shared/ui';
import { useState } from 'react';
import { isDefaultTitle } from '../../domain/default-title';
import { t } from '../../texts';
import { useTokens } from '../tokens';

interface ListTitleProps {
  name: string;
  onRename: (name: string) => void;
}

/**
 * Tap to rename (docs/product.md#screens). A list that still holds its default title opens with the field focused
 * and selected, so the first thing typed names it.
 */
export function ListTitle({ name, onRename }: ListTitleProps) {
  const token = useTokens();
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

  const field = editing ? (
    // A native field styled from tokens: antd's Input would add ~17 KB gzip to the editor route.
    <input
      autoFocus
      onFocus={(e) => e.currentTarget.select()}
      aria-label={t.lists.titleLabel}
      value={draft}
      maxLength={LIST_NAME_MAX}
      enterKeyHint="done"
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          setDraft(name);
          setEditing(false);
        }
      }}
      style={{
        width: '100%',
        boxSizing: 'border-box',
        font: 'inherit',
        fontSize: token.fontSizeHeading3,
        fontWeight: token.fontWeightStrong,
        lineHeight: 1.3,
        padding: '2px 8px',
        margin: '0 -9px',
        color: token.colorText,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorPrimary}`,
        borderRadius: token.borderRadius,
        outline: `2px solid ${token.colorPrimaryBg}`,
      }}
    />
  ) : null;

  // The list's name is the page's one <h1>, also while it is being renamed (the field sits in it).
  return (
    <Heading level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
      {field ?? (
        <button
          type="button"
          title={t.lists.renameHint}
          onClick={start}
          data-testid="list-title"
          style={{
            display: 'block',
            width: '100%',
            padding: 0,
            border: 0,
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            textAlign: 'left',
            cursor: 'text',
            overflowWrap: 'anywhere',
          }}
        >
          {name}
        </button>
      )}
    </Heading>
  );
}
