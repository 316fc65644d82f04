import type { FoodDiary } from '@organizator/shared/contract';
import { ISO_DATE_FORMAT } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { useSearchParams } from '@organizator/shared/router';
import { FlexBox, MutedText, PageHeader, Panel, QueryView } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { EnergyChart } from '../components/energy-chart';
import { Segmented } from '../components/segmented';
import {
  MACROS,
  SplitChart,
  SplitChartPlaceholder,
  useMacroColours,
} from '../components/split-chart';
import { TrendsTable } from '../components/trends-table';
import { thrownAwayIn } from '../domain/pot-portion';
import { type TrendDay, trendAverages, trendDays } from '../domain/trend-days';
import { TREND_PERIODS, type TrendPeriod, trendPeriodOf, trendRange } from '../domain/trend-period';
import { t } from '../texts';

/**
 * /food-diary/trends: the last 7 or 30 days (`?dana=30`), charted and written out. Only the
 * period's days are asked for (GET /food-diaries?from&to), so a year of diary costs the page
 * nothing.
 */
export function TrendsPage() {
  const [params, setParams] = useSearchParams();
  const period = trendPeriodOf(params.get('dana'));
  const today = dayjs().format(ISO_DATE_FORMAT);
  const { from, to } = trendRange(Number(period), today);
  const diaries = useQuery(queries.diaries.range(from, to));
  const me = useQuery(queries.me.current());
  return (
    <div style={{ maxWidth: 720, width: '100%', margin: '0 auto' }}>
      <PageHeader title={t.titles.trends} />
      <FlexBox vertical gap={12}>
        <Segmented<TrendPeriod>
          label={t.trends.periodLabel}
          value={period}
          onChange={(value) => setParams(value === '7' ? {} : { dana: value }, { replace: true })}
          options={TREND_PERIODS.map((value) => ({
            value,
            label: t.trends.lastDays(Number(value)),
          }))}
        />
        <QueryView query={diaries} errorTitle={t.trends.loadError}>
          {(data) => (
            <Trends
              diaries={data}
              goal={me.data?.dailyEnergyGoal}
              count={Number(period)}
              today={today}
            />
          )}
        </QueryView>
        <ThrownAway from={from} to={to} />
      </FlexBox>
    </div>
  );
}

/** What the team threw away from its pots cooked in the period, when anything was. */
function ThrownAway({ from, to }: { from: string; to: string }) {
  const pots = useQuery(queries.pots.recent());
  const grams = pots.data ? thrownAwayIn(pots.data, from, to) : 0;
  if (grams <= 0) return null;
  return <MutedText data-testid="trends-thrown-away">{t.trends.thrownAway(grams)}</MutedText>;
}

interface TrendsProps {
  diaries: readonly FoodDiary[];
  goal: number | null | undefined;
  count: number;
  today: string;
}

/**
 * The period's days are worked out once per change of the diary, the goal or the period. The
 * energy chart is the first paint; the split chart below it follows in a second, interruptible
 * render, so the split does not hold back the picture the page is opened for.
 */
function Trends({ diaries, goal, count, today }: TrendsProps) {
  const days = useMemo(() => trendDays(diaries, goal, count, today), [diaries, goal, count, today]);
  const later = useDeferredValue<readonly TrendDay[] | null>(days, null);
  const averages = useMemo(() => trendAverages(days), [days]);
  const colours = useMacroColours();
  const none = averages.loggedDays === 0;
  return (
    <>
      <Panel title={t.trends.energyTitle}>
        <FlexBox wrap gap={12} align="center">
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <EnergyChart days={days} />
          </div>
          <FlexBox vertical gap={2} style={{ flex: '0 1 220px' }} data-testid="trends-averages">
            <strong>{t.trends.averagesTitle}</strong>
            {none ? (
              <MutedText>{t.trends.noLoggedDays}</MutedText>
            ) : (
              <>
                <span>{t.trends.averageEaten(averages.eaten)}</span>
                <MutedText>{t.trends.averageGoal(averages.goal)}</MutedText>
              </>
            )}
            <MutedText small>{t.trends.loggedDays(averages.loggedDays, days.length)}</MutedText>
          </FlexBox>
        </FlexBox>
      </Panel>
      <Panel title={t.trends.splitTitle}>
        <FlexBox wrap gap={12} align="center">
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            {later ? <SplitChart days={later} /> : <SplitChartPlaceholder />}
          </div>
          <FlexBox
            vertical
            gap={2}
            style={{ flex: '0 1 220px' }}
            data-testid="trends-split-averages"
          >
            <strong>{t.trends.averagesTitle}</strong>
            {MACROS.map((macro) => (
              <span key={macro}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    marginRight: 6,
                    borderRadius: 2,
                    background: colours[macro],
                  }}
                />
                {t.trends[macro]} {t.trends.percent(averages.split[macro])}
                <MutedText> · {t.trends.grams(averages[macro])}</MutedText>
              </span>
            ))}
            <MutedText small>{t.trends.averageNote}</MutedText>
          </FlexBox>
        </FlexBox>
      </Panel>
      <TrendsTable days={days} />
    </>
  );
}
