import { CheckOutlined } from '@ant-design/icons';
import { useThemeToken } from '@organizator/shared/ui';

/**
 * The onboarding progress: numbered circles joined by lines, titles under them (so four steps fit on
 * a 390 px phone), done steps ticked. Drawn with the theme's tokens instead of antd Steps.
 * `current` past the last index marks every step done.
 */
export function StepIndicator({ titles, current }: { titles: string[]; current: number }) {
  const token = useThemeToken();
  return (
    <ol
      style={{ display: 'flex', listStyle: 'none', margin: `0 0 ${token.marginXL}px`, padding: 0 }}
    >
      {titles.map((title, index) => {
        const done = index < current;
        const active = index === current;
        const lit = done || active;
        return (
          <li
            key={title}
            aria-current={active ? 'step' : undefined}
            style={{
              position: 'relative',
              flex: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: token.marginXS,
              textAlign: 'center',
            }}
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  top: 12,
                  right: 'calc(50% + 20px)',
                  left: 'calc(-50% + 20px)',
                  height: 1,
                  background: lit ? token.colorPrimary : token.colorSplit,
                }}
              />
            ) : null}
            <span
              style={{
                display: 'grid',
                placeItems: 'center',
                width: 24,
                height: 24,
                borderRadius: '50%',
                fontSize: token.fontSizeSM,
                background: active
                  ? token.colorPrimary
                  : done
                    ? token.colorPrimaryBg
                    : token.colorFillContent,
                color: active
                  ? token.colorTextLightSolid
                  : done
                    ? token.colorPrimary
                    : token.colorTextSecondary,
              }}
            >
              {done ? <CheckOutlined aria-hidden="true" /> : index + 1}
            </span>
            <span
              style={{
                maxWidth: '100%',
                fontSize: token.fontSize,
                color: lit ? token.colorText : token.colorTextSecondary,
                fontWeight: active ? token.fontWeightStrong : undefined,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
