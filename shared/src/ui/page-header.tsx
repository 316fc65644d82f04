import type { ReactNode } from 'react';
import { FlexBox } from './flex-box';
import { useThemeToken } from './theme-token';

/**
 * The heading row of a page: title on the left, actions on the right. The page's one <h1> (styled as antd's h2), not
 * Typography.Title: Typography brings Tooltip and the editable/copyable machinery into
 * every remote that shows a page title.
 */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const token = useThemeToken();
  return (
    <FlexBox align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <h1
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading2,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading2,
        }}
      >
        {title}
      </h1>
      {actions ? (
        <FlexBox gap={8} wrap>
          {actions}
        </FlexBox>
      ) : null}
    </FlexBox>
  );
}
