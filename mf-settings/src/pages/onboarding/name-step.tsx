import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Button, Flex, Typography } from 'antd';
import { NameForm } from '../../components/name-form';

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
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {o.nameTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{o.nameText}</Typography.Paragraph>
      <NameForm me={me} submitText={t.common.next} onSaved={onNext} />
      <Button type="link" onClick={onBack} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
        {t.common.back}
      </Button>
    </Flex>
  );
}
