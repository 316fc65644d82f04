import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatLongDate, t } from '@organizator/shared/i18n';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { dayLabel, shiftDay } from '../day';

/** The day's label between previous/next arrows; the arrows go to ISO dates. */
export function DayHeader({ date }: { date: string }) {
  const navigate = useNavigate();
  const label = dayLabel(date);
  const longDate = formatLongDate(date);
  const go = (days: number) => navigate(`/food-diary/day/${shiftDay(date, days)}`);
  return (
    <Card size="small">
      <Flex align="center" justify="space-between" gap={8}>
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          aria-label={t.diary.previousDay}
          title={t.diary.previousDay}
          onClick={() => go(-1)}
        />
        <div style={{ textAlign: 'center', minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="diary-day-label">
            {label}
          </Typography.Title>
          {label === longDate ? null : (
            <Typography.Text type="secondary">{longDate}</Typography.Text>
          )}
        </div>
        <Button
          shape="circle"
          icon={<RightOutlined />}
          aria-label={t.diary.nextDay}
          title={t.diary.nextDay}
          onClick={() => go(1)}
        />
      </Flex>
    </Card>
  );
}
