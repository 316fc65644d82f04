import { FlexBox, Heading, Panel } from '@organizator/shared/ui';
import type { ReactNode } from 'react';

/**
 * A settings section: the shared Panel (not antd Card, which drags in Tabs) with its heading inside
 * the padded body, so heading and fields line up.
 */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel padding={20} aria-label={title}>
      <FlexBox vertical gap={16}>
        <Heading level={5}>{title}</Heading>
        <div>{children}</div>
      </FlexBox>
    </Panel>
  );
}
