import { useThemeToken } from '@organizator/shared/ui';
import { type CSSProperties, useId } from 'react';

/**
 * antd's Segmented look (block, default size) for the picker's two choices, built on native radio
 * buttons: antd's Segmented brought its Tooltip, motion thumb and their CSS-in-JS into the chunk the
 * day preloads. The radios give the keyboard its arrows and the group its name; the rules below are
 * antd 6's (segmented/style), coloured from the theme's tokens through custom properties.
 *
 * Unlike antd's, an item is never narrower than its label: the items share the width equally while
 * the labels fit, and wrap onto a second row on a narrow phone (two to a row, not three and one)
 * rather than cutting "Međuobrok" to "Međuo…". So the selected item paints its own background
 * (antd slides one thumb across equal widths, which unequal items would not match).
 */
const CSS = `
.diary-segmented{container-type:inline-size;display:flex;box-sizing:border-box;margin:0;padding:var(--seg-track-padding);color:var(--seg-item-color);background:var(--seg-track-bg);border-radius:var(--seg-radius);transition:all var(--seg-motion)}
.diary-segmented__group{position:relative;display:flex;flex-wrap:wrap;align-items:stretch;width:100%}
.diary-segmented__item{position:relative;flex:1 1 0;min-width:max-content;text-align:center;cursor:pointer;border-radius:var(--seg-radius-sm);transition:color var(--seg-motion),background-color var(--seg-motion-slow) var(--seg-ease);transform:translateZ(0)}
.diary-segmented__item::after{content:"";position:absolute;z-index:-1;inset:0;border-radius:inherit;opacity:0;pointer-events:none;transition:opacity var(--seg-motion),background-color var(--seg-motion)}
.diary-segmented__item[data-selected]{color:var(--seg-selected-color);background:var(--seg-selected-bg);box-shadow:var(--seg-selected-shadow)}
.diary-segmented__item:not([data-selected]):hover,.diary-segmented__item:not([data-selected]):active{color:var(--seg-hover-color)}
.diary-segmented__item:not([data-selected]):hover::after{opacity:1;background-color:var(--seg-hover-bg)}
.diary-segmented__item:not([data-selected]):active::after{opacity:1;background-color:var(--seg-active-bg)}
.diary-segmented__item:has(input:focus-visible){outline:var(--seg-focus-width) solid var(--seg-focus);outline-offset:1px;transition:outline-offset 0s,outline 0s}
.diary-segmented__input{position:absolute;top:0;left:0;width:0;height:0;margin:0;opacity:0;pointer-events:none}
.diary-segmented__label{min-height:var(--seg-label-height);line-height:var(--seg-label-height);padding:0 var(--seg-padding);white-space:nowrap}
@container (max-width: 320px){.diary-segmented__item{flex-basis:50%}}
@media (prefers-reduced-motion: reduce){.diary-segmented,.diary-segmented__item,.diary-segmented__item::after{transition:none}}
`;

export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  style,
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  style?: CSSProperties;
}) {
  const token = useThemeToken();
  const name = useId();
  const trackPadding = token.lineWidthBold;
  const vars = {
    '--seg-track-padding': `${trackPadding}px`,
    '--seg-track-bg': token.colorBgLayout,
    '--seg-item-color': token.colorTextLabel,
    '--seg-hover-color': token.colorText,
    '--seg-hover-bg': token.colorFillSecondary,
    '--seg-active-bg': token.colorFill,
    '--seg-selected-bg': token.colorBgElevated,
    '--seg-selected-color': token.colorText,
    '--seg-selected-shadow': token.boxShadowTertiary,
    '--seg-radius': `${token.borderRadius}px`,
    '--seg-radius-sm': `${token.borderRadiusSM}px`,
    '--seg-motion': token.motionDurationMid,
    '--seg-motion-slow': token.motionDurationSlow,
    '--seg-ease': token.motionEaseInOut,
    '--seg-focus': token.colorPrimaryBorder,
    '--seg-focus-width': `${token.lineWidthFocus}px`,
    '--seg-label-height': `${token.controlHeight - trackPadding * 2}px`,
    '--seg-padding': `${token.controlPaddingHorizontal - token.lineWidth}px`,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  } as CSSProperties;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="diary-segmented"
      style={{ ...vars, ...style }}
    >
      <style href="diary-segmented" precedence="default">
        {CSS}
      </style>
      <div className="diary-segmented__group">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className="diary-segmented__item"
              data-selected={checked || undefined}
            >
              <input
                type="radio"
                className="diary-segmented__input"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              <div className="diary-segmented__label">{option.label}</div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
