import { UserDeleteOutlined } from '@ant-design/icons';
import { useRemoveMember } from '../api/team';
import { t } from '../texts';
import { ConfirmInline } from './confirm-inline';

const s = t.settings;

/** The owner removes one member, after confirming in place. */
export function RemoveMember({ userId, name }: { userId: string; name: string }) {
  const remove = useRemoveMember();
  return (
    <ConfirmInline
      label={s.removeMember}
      ariaLabel={s.removeMemberLabel(name)}
      question={s.removeMemberConfirm(name)}
      icon={<UserDeleteOutlined />}
      loading={remove.isPending}
      onConfirm={() => remove.mutate(userId)}
    />
  );
}
