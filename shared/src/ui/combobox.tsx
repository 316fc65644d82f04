import { DownOutlined } from '@ant-design/icons';
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { type CSSProperties, type ReactNode, useState } from 'react';
import {
  type ControlSize,
  controlPaddingBlock,
  lineFrameStyle,
  lineInputStyle,
} from './control-frame';
import { FIELD_FRAME } from './inert-picture';
import { type ThemeToken, useThemeToken } from './theme-token';

export interface ComboboxOption {
  /** Unique among the options. */
  key: string;
  label: string;
}

export interface ComboboxProps<O extends ComboboxOption> {
  id: string;
  /** The field's accessible name (its visible label names it too, through `htmlFor`). */
  label: string;
  /** The list's accessible name, apart from the field's. */
  listLabel: string;
  /** What the list offers now: the caller filters them by what is typed. */
  options: readonly O[];
  onSelect: (option: O) => void;
  /** What is typed (a free-text field's text also as a choice leaves it; a select's '' otherwise). */
  onInputChange?: (text: string) => void;
  defaultInputValue?: string;
  /**
   * A select: the option chosen, whose label the field shows while it is not being typed into.
   * Left out, the field is free text, and a choice leaves the text as typed.
   */
  selected?: O | null;
  placeholder?: string;
  /** The list's greatest height in pixels; it scrolls beyond. */
  listHeight: number;
  /** Shown in place of the list while it is open with no options. */
  notFoundContent?: ReactNode;
  autoFocus?: boolean;
  size?: ControlSize;
  'data-testid'?: string;
}

type Changes<O> = Partial<UseComboboxState<O>>;

const { InputChange } = useCombobox.stateChangeTypes;

/**
 * A text field with a list of options below it (the ARIA combobox pattern, by downshift), drawn
 * with antd's Select tokens, so pickers need no antd: arrows move through the list, Enter or Tab
 * takes the option shown first or the one moved to, Escape closes it. A tap or click elsewhere
 * chooses nothing. The list is rendered only while open, as plain rows (no measuring, no
 * virtual list): what a key costs is rendering the options the caller gives, so a caller with
 * many keeps them few (the item picker lists at most 50).
 */
export function Combobox<O extends ComboboxOption>({
  id,
  label,
  listLabel,
  options,
  onSelect,
  onInputChange,
  defaultInputValue = '',
  selected,
  placeholder,
  listHeight,
  notFoundContent,
  autoFocus,
  size = 'middle',
  'data-testid': testId,
}: ComboboxProps<O>) {
  const token = useThemeToken();
  const [focused, setFocused] = useState(false);
  const isSelect = selected !== undefined;
  const itemToString = (option: O | null) => option?.label ?? '';
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<O>({
    id,
    inputId: id,
    items: options as O[],
    itemToString,
    itemToKey: (option) => option?.key,
    initialInputValue: isSelect ? itemToString(selected) : defaultInputValue,
    // The first option is the one Enter takes, as antd's `defaultActiveFirstOption`.
    defaultHighlightedIndex: 0,
    ...(isSelect ? { selectedItem: selected } : { selectedItem: null }),
    // A select's filter is what is typed into it: the choice's label it shows otherwise filters
    // nothing, so the whole list is there when it opens.
    onInputValueChange: ({ type, inputValue: text }) =>
      onInputChange?.(isSelect && type !== InputChange ? '' : (text ?? '')),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
    stateReducer: (
      state: UseComboboxState<O>,
      { type, changes }: UseComboboxStateChangeOptions<O>,
    ): Changes<O> => {
      const chose = changes.selectedItem != null && changes.selectedItem !== state.selectedItem;
      if (chose && !isSelect) return { ...changes, inputValue: state.inputValue };
      // A select opened other than by typing lists every option, from its choice (shown as the
      // placeholder, and the option Enter keeps).
      if (isSelect && changes.isOpen && !state.isOpen && !chose && type !== InputChange) {
        const at = options.findIndex((option) => option.key === state.selectedItem?.key);
        return { ...changes, inputValue: '', highlightedIndex: Math.max(at, 0) };
      }
      if (isSelect && changes.isOpen === false && !chose)
        return { ...changes, inputValue: itemToString(state.selectedItem) };
      return changes;
    },
  });
  const showList = isOpen && (options.length > 0 || notFoundContent != null);
  return (
    <div style={{ position: 'relative', width: '100%' }} data-testid={testId}>
      <span {...FIELD_FRAME} style={lineFrameStyle(token, { size, focused })}>
        <input
          {...getInputProps({
            'aria-label': label,
            placeholder: isSelect && isOpen && selected ? selected.label : placeholder,
            autoFocus,
            // The page's own suggestions stand in for the browser's.
            autoComplete: 'off',
            onFocus: (event) => {
              setFocused(true);
              // Typing into a select replaces its choice's text rather than adding to it.
              if (isSelect) event.currentTarget.select();
            },
            onBlur: () => setFocused(false),
          })}
          style={lineInputStyle(token, { size })}
        />
        {isSelect ? (
          // antd Select's arrow: the field is a choice, not free text.
          <DownOutlined
            aria-hidden
            style={{
              flex: 'none',
              color: token.colorTextQuaternary,
              fontSize: token.fontSizeSM,
              pointerEvents: 'none',
            }}
          />
        ) : null}
      </span>
      <div style={showList ? popupStyle(token) : { display: 'none' }}>
        <ul
          {...getMenuProps({ 'aria-label': listLabel, 'aria-labelledby': undefined })}
          style={listStyle(listHeight)}
        >
          {isOpen
            ? options.map((option, index) => (
                <li
                  key={option.key}
                  {...getItemProps({ item: option, index })}
                  style={optionStyle(token, {
                    active: index === highlightedIndex,
                    chosen: isSelect && selected?.key === option.key,
                  })}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {isOpen && options.length === 0 && notFoundContent != null ? (
          <div style={{ ...optionStyle(token, {}), color: token.colorTextDescription }}>
            {notFoundContent}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** antd's Select dropdown: raised surface, large radius, its shadow, a little padding. */
function popupStyle(token: ThemeToken): CSSProperties {
  return {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    marginTop: token.paddingXXS,
    zIndex: token.zIndexPopupBase + 50,
    boxSizing: 'border-box',
    padding: token.paddingXXS,
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
}

/** The options scroll in the list itself, so the one moved to by the arrows is scrolled into view. */
const listStyle = (listHeight: number): CSSProperties => ({
  margin: 0,
  padding: 0,
  maxHeight: listHeight,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

/** antd's Select option: one line, the hover fill while active, the primary fill when chosen. */
function optionStyle(
  token: ThemeToken,
  { active = false, chosen = false }: { active?: boolean; chosen?: boolean },
): CSSProperties {
  return {
    listStyle: 'none',
    minHeight: token.controlHeight,
    boxSizing: 'border-box',
    padding: `${controlPaddingBlock(token, 'middle') + token.lineWidth}px ${token.controlPaddingHorizontal}px`,
    borderRadius: token.borderRadiusSM,
    color: token.colorText,
    fontWeight: chosen ? token.fontWeightStrong : undefined,
    background: chosen ? token.colorPrimaryBg : active ? token.controlItemBgHover : undefined,
    cursor: 'pointer',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
}
