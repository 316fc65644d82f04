import type { Team } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Avatar, Flex, Tag, Typography, theme } from 'antd';

const s = t.settings;

/** First letter of the name or e-mail, for the avatar. */
const initial = (name: string | null, email: string) => (name || email).charAt(0).toUpperCase();

/** The team's members, the owner marked (SPEC §2 Settings, §6). */
export function TeamMembers({ team, meId }: { team: Team; meId: string }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={s.membersTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {team.members.map(({ userId, user }, index) => (
        <li
          key={userId}
          data-testid="team-member"
          style={{
            padding: `${token.paddingSM}px 0`,
            borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined,
          }}
        >
          <Flex align="center" gap={12}>
            <Avatar style={{ flex: 'none', background: token.colorPrimary }}>
              {initial(user.name, user.email)}
            </Avatar>
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis>
                {user.name || t.common.noName}
                {userId === meId ? ` (${s.you})` : ''}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis>
                {user.email}
              </Typography.Text>
            </Flex>
            {userId === team.ownerId ? (
              <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                {s.owner}
              </Tag>
            ) : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
