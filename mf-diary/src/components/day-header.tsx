import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatLongDate } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { FlexBox, KitButton, MutedText, Panel, useThemeToken } from '@organizator/shared/ui';
import { dayLabel, shiftDay } from '../domain/day';
import { t } from '../texts';

/** The day's label between previous/next arrows; the arrows go to ISO dates. */
export function DayHeader({ date }: { date: string }) {
  const navigate = useNavigate();
  const token = useThemeToken();
  const label = dayLabel(date);
  const longDate = formatLongDate(date);
  const go = (days: number) => navigate(`/food-diary/day/${shiftDay(date, days)}`);
  return (
    <Panel>
      <FlexBox align="center" justify="space-between" gap={8}>
        <KitButton
          shape="circle"
          icon={<LeftOutlined />}
          aria-label={t.diary.previousDay}
          title={t.diary.previousDay}
          onClick={() => go(-1)}
        />
        <div style={{ textAlign: 'center', minWidth: 0 }}>
          <h3
            data-testid="diary-day-label"
            style={{
              margin: 0,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading3,
              fontWeight: token.fontWeightStrong,
              lineHeight: token.lineHeightHeading3,
            }}
          >
            {label}
          </h3>
          {label === longDate ? null : <MutedText>{longDate}</MutedText>}
        </div>
        <KitButton
          shape="circle"
          icon={<RightOutlined />}
          aria-label={t.diary.nextDay}
          title={t.diary.nextDay}
          onClick={() => go(1)}
        />
      </FlexBox>
    </Panel>
  );
}
