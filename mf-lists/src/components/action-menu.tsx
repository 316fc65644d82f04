import { MoreOutlined } from '@ant-design/icons';

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { IconButton } from './icon-button';
import { useTokens } from './tokens';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
}

interface ActionMenuProps {
  label: string;
  items: ActionMenuItem[];
  onSelect: (key: string) => void;
  disabled?: boolean;
}

/** Room a menu needs below its button before it opens upwards instead. */
const MENU_ROOM_PX = 160;

const menuItemsOf = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
];
function focusAt(root: HTMLElement | null, index: number) {
  const buttons = menuItemsOf(root);
  buttons[(index + buttons.length) % buttons.length]?.focus();
}

/**
 * A small menu (menu-button pattern: arrows move, Escape or a choice closes and gives focus back, a click
 * outside closes), styled from antd tokens. antd's Dropdown or Popover would bring rc-menu or the
 * tooltip stack, which drags in antd's form context (~25-40 KB gzip), into every page for two
 * actions per row (issue 4 budget, docs/decisions/lists.md).
 */
export function ActionMenu({ label, items, onSelect, disabled }: ActionMenuProps) {
  const token = useTokens();
  const [open, setOpen] = useState<false | 'down' | 'up'>(false);
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const focusItem = (index: number) => focusAt(root.current, index);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusAt(root.current, 0);
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggle = () => {
    if (open) return close(false);
    const rect = trigger.current?.getBoundingClientRect();
    const roomBelow = rect ? window.innerHeight - rect.bottom : MENU_ROOM_PX;
    setOpen(roomBelow < MENU_ROOM_PX && (rect?.top ?? 0) > roomBelow ? 'up' : 'down');
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const current = menuItemsOf(root.current).indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') focusItem(current + 1);
    else if (e.key === 'ArrowUp') focusItem(current - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(-1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <span ref={root} style={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton
        ref={trigger}
        icon={<MoreOutlined aria-hidden />}
        label={label}
        aria-haspopup="menu"
        aria-expanded={!!open}
        disabled={disabled}
        onClick={toggle}
      />
      {open ? (
        <div
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          style={{
            position: 'absolute',
            right: 0,
            ...(open === 'up' ? { bottom: '100%' } : { top: '100%' }),
            zIndex: token.zIndexPopupBase,
            minWidth: 180,
            padding: 4,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              onClick={() => {
                close(true);
                onSelect(item.key);
              }}
              onMouseEnter={(e) => e.currentTarget.focus()}
              onFocus={(e) => {
                e.currentTarget.style.background = token.controlItemBgHover;
              }}
              onBlur={(e) => {
                e.currentTarget.style.background = 'none';
              }}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                width: '100%',
                minHeight: 40,
                padding: '0 12px',
                border: 0,
                outline: 'none',
                borderRadius: token.borderRadiusSM,
                background: 'none',
                font: 'inherit',
                textAlign: 'left',
                whiteSpace: 'nowrap',
                cursor: 'pointer',
                color: item.danger ? token.colorError : token.colorText,
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}
