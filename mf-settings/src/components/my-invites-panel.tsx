import { FlexBox, MutedText } from '@organizator/shared/ui';
import { useEffect, useRef } from 'react';
import { useMyInvites } from '../api/invites';
import { t } from '../texts';
import { MyInvites } from './my-invites';
import { SettingsPanel } from './settings-panel';

const s = t.settings;

/**
 * Settings' "invites for you": shown while the user has pending invites, or when the page was
 * opened from an invite mail (`?invite=<teamId>`), which also scrolls it into view.
 */
export function MyInvitesPanel({ highlight }: { highlight: string | null }) {
  const invites = useMyInvites();
  const ref = useRef<HTMLDivElement>(null);
  const shown = !!invites.data && (invites.data.length > 0 || !!highlight);

  useEffect(() => {
    if (shown && highlight) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [shown, highlight]);

  if (!shown || !invites.data) return null;
  return (
    <div ref={ref}>
      <SettingsPanel title={s.myInvitesTitle}>
        <FlexBox vertical gap={12}>
          {invites.data.length > 0 ? <MutedText>{s.myInvitesHelp}</MutedText> : null}
          <MyInvites invites={invites.data} highlight={highlight} />
        </FlexBox>
      </SettingsPanel>
    </div>
  );
}
