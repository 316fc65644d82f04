import { formatNumber } from '@organizator/shared/i18n';
import { FlexBox, MutedText, Panel, useThemeToken } from '@organizator/shared/ui';
import type { CSSProperties, ReactNode } from 'react';
import type { DaySummary } from '../domain/summary';
import { t } from '../texts';

/** The figures' size follows the panel's width (`cqi`), so four of them fit a 320 px phone. */
const big: CSSProperties = {
  fontSize: 'clamp(15px, 6cqi, 20px)',
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
};

function Figure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <FlexBox vertical align="center" style={{ minWidth: 48 }}>
      {value}
      <MutedText small>{label}</MutedText>
    </FlexBox>
  );
}

const Operator = ({ sign }: { sign: string }) => (
  <MutedText style={big}>
    <span aria-hidden>{sign}</span>
  </MutedText>
);

/** docs/product.md#screens: goal + activity energy - eaten = remaining kcal. */
export function SummaryLine({
  summary,
  ifPlanEaten,
}: {
  summary: DaySummary;
  /** What would remain once the rest of the day's menu is eaten (one portion each); none planned: absent. */
  ifPlanEaten?: number;
}) {
  const token = useThemeToken();
  const { remaining } = summary;
  const [goal, activity, eaten, left] = [
    summary.goal,
    summary.activity,
    summary.eaten,
    remaining,
  ].map((n) => formatNumber(n, 0));
  const sentence = `${t.diary.goal} ${goal} + ${t.diary.activity} ${activity} - ${t.diary.eaten} ${eaten} = ${t.diary.remaining} ${left} ${t.diary.kcal}`;
  return (
    <Panel>
      <FlexBox
        role="group"
        aria-label={t.diary.summaryLabel}
        data-testid="diary-summary"
        title={sentence}
        align="flex-start"
        justify="space-around"
        gap="8px 4px"
        wrap
        style={{ containerType: 'inline-size' }}
      >
        <Figure value={<span style={big}>{goal}</span>} label={t.diary.goal} />
        <Operator sign="+" />
        <Figure value={<span style={big}>{activity}</span>} label={t.diary.activity} />
        <Operator sign="-" />
        <Figure value={<span style={big}>{eaten}</span>} label={t.diary.eaten} />
        {/* One piece: where the line must wrap, "=" goes to the next line with what it equals. */}
        <FlexBox align="flex-start" gap={4}>
          <Operator sign="=" />
          <Figure
            label={t.diary.remaining}
            value={
              <strong
                data-testid="diary-remaining"
                style={{
                  ...big,
                  color: remaining < 0 ? token.colorErrorText : token.colorSuccessText,
                }}
              >
                {left} {t.diary.kcal}
              </strong>
            }
          />
        </FlexBox>
      </FlexBox>
      <FlexBox
        role="group"
        aria-label={t.diary.macrosLabel}
        data-testid="diary-macros"
        justify="center"
        gap="4px 16px"
        wrap
        style={{ marginTop: 8 }}
      >
        {(
          [
            [t.diary.protein, summary.protein],
            [t.diary.carbs, summary.carb],
            [t.diary.fat, summary.fat],
          ] as const
        ).map(([label, grams]) => (
          <span key={label}>
            <MutedText>{label}</MutedText> {t.diary.grams(grams)}
          </span>
        ))}
      </FlexBox>
      {ifPlanEaten === undefined ? null : (
        <FlexBox
          justify="center"
          gap={6}
          data-testid="diary-if-plan-eaten"
          aria-label={t.plan.ifPlanEatenLabel(ifPlanEaten)}
          style={{ marginTop: 6 }}
        >
          <MutedText>{t.plan.ifPlanEaten}:</MutedText>
          <span style={{ color: ifPlanEaten < 0 ? token.colorErrorText : undefined }}>
            {formatNumber(ifPlanEaten, 0)} {t.diary.kcal}
          </span>
        </FlexBox>
      )}
    </Panel>
  );
}
