import { t } from '@organizator/shared/i18n';
import { Card, Flex, Typography, theme } from 'antd';
import type { DaySummary } from '../summary';

function Figure({ value, label, strong }: { value: string; label: string; strong?: boolean }) {
  return (
    <Flex vertical align="center" style={{ minWidth: 56 }}>
      <Typography.Text strong={strong} style={{ fontSize: 20, lineHeight: 1.3 }}>
        {value}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}

const Operator = ({ sign }: { sign: string }) => (
  <Typography.Text type="secondary" aria-hidden style={{ fontSize: 20, lineHeight: 1.3 }}>
    {sign}
  </Typography.Text>
);

/** SPEC §2: goal + activity energy - eaten = remaining kcal. */
export function SummaryLine({ summary }: { summary: DaySummary }) {
  const { token } = theme.useToken();
  const { goal, activity, eaten, remaining } = summary;
  const sentence = `${t.diary.goal} ${goal} + ${t.diary.activity} ${activity} - ${t.diary.eaten} ${eaten} = ${t.diary.remaining} ${remaining} ${t.diary.kcal}`;
  return (
    <Card size="small">
      <Flex
        role="group"
        aria-label={t.diary.summaryLabel}
        data-testid="diary-summary"
        title={sentence}
        align="flex-start"
        justify="space-between"
        gap={4}
      >
        <Figure value={String(goal)} label={t.diary.goal} />
        <Operator sign="+" />
        <Figure value={String(activity)} label={t.diary.activity} />
        <Operator sign="-" />
        <Figure value={String(eaten)} label={t.diary.eaten} />
        <Operator sign="=" />
        <Flex vertical align="center" style={{ minWidth: 64 }}>
          <Typography.Text
            strong
            data-testid="diary-remaining"
            style={{
              fontSize: 20,
              lineHeight: 1.3,
              color: remaining < 0 ? token.colorError : token.colorSuccess,
            }}
          >
            {remaining} {t.diary.kcal}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t.diary.remaining}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
