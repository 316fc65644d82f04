import type { User } from '@organizator/shared/contract';
import { FlexBox, Heading, KitButton, MutedText } from '@organizator/shared/ui';
import { NameForm } from '../../components/name-form';
import { t } from '../../texts';

const o = t.settings.onboarding;

/** Step 1: "next" saves the name first, so the header shows it as soon as the shell is back. */
export function NameStep({
  me,
  onBack,
  onNext,
}: {
  me: User;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <FlexBox vertical gap={8}>
      <Heading pageTitle>{o.nameTitle}</Heading>
      <MutedText style={{ marginBottom: 8 }}>{o.nameText}</MutedText>
      <NameForm me={me} submitText={t.common.next} onSaved={onNext} />
      <KitButton type="link" onClick={onBack} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
        {t.common.back}
      </KitButton>
    </FlexBox>
  );
}
