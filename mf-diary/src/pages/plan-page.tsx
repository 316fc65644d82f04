import { LeftOutlined, RightOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { DiaryMeal, MealPlanEntry } from '@organizator/shared/contract';
import { ISO_DATE_FORMAT } from '@organizator/shared/domain';
import { dayjs, formatDate } from '@organizator/shared/i18n';
import { useLocation, useNavigate, useParams } from '@organizator/shared/router';
import {
  EmptyState,
  FlexBox,
  KitButton,
  PageHeader,
  Panel,
  QueryView,
  useThemeToken,
} from '@organizator/shared/ui';
import { useCallback, useMemo, useState } from 'react';
import { usePlanWeek, usePrefetchNeighbourWeeks, useUpdatePlan } from '../api/meal-plan';
import type { EntryDialogTarget } from '../components/entry-dialog';
import { entryDialog, toListDialog } from '../components/lazy-plan-dialogs';
import { PlanWeek } from '../components/plan-week';
import { resolveDay } from '../domain/day';
import { addPlanEntry, dayOfPlan, removePlanEntry, updatePlanEntry } from '../domain/plan-edits';
import { mondayOf, restOfWeek, shiftWeek, weekDays } from '../domain/week';
import { t } from '../texts';

/** /food-diary/plan and /food-diary/plan/{date}: the team's menu of the week holding {date}. */
export function PlanPage() {
  const { date } = useParams();
  const navigate = useNavigate();
  const day = date === undefined ? dayjs().format(ISO_DATE_FORMAT) : resolveDay(date);
  if (!day) {
    return (
      <EmptyState
        text={
          <>
            <strong>{t.plan.invalidDate}</strong>
            <br />
            {t.plan.invalidDateText}
          </>
        }
        action={
          <KitButton type="primary" onClick={() => navigate('/food-diary/plan')}>
            {t.plan.toThisWeek}
          </KitButton>
        }
      />
    );
  }
  return <PlanWeekView monday={mondayOf(day)} />;
}

/** Set on the navigation of the week's arrows: the week shown next was asked for by a tap. */
interface ArrowState {
  byArrow: true;
}
const isArrowState = (state: unknown): state is ArrowState =>
  typeof state === 'object' && state !== null && 'byArrow' in state;

/** Pointing at or focusing the week: its dialogs' code is fetched ahead. */
const preloadEntryDialog = () => void entryDialog.preload();

/**
 * The week's page. Another week (an arrow, a link) keeps the header and its buttons mounted and
 * draws only the new week: remounting them made most of an arrow's click.
 */
function PlanWeekView({ monday }: { monday: string }) {
  const navigate = useNavigate();
  const byArrow = isArrowState(useLocation().state);
  const token = useThemeToken();
  const week = usePlanWeek(monday);
  const update = useUpdatePlan(monday);
  usePrefetchNeighbourWeeks(monday, week.isSuccess);
  const [dialog, setDialog] = useState<EntryDialogTarget | null>(null);
  const [shopping, setShopping] = useState(false);
  // A dialog belongs to the week it was opened on: another week (the browser's back) closes it.
  const [dialogWeek, setDialogWeek] = useState(monday);
  if (dialogWeek !== monday) {
    setDialogWeek(monday);
    setDialog(null);
    setShopping(false);
  }
  const days = useMemo(() => weekDays(monday), [monday]);
  const plan = week.data;
  const { mutate } = update;
  // Stable, so the memoised week is not drawn again by a render of the page around it.
  const add = useCallback(
    (date: string, meal: DiaryMeal) => setDialog({ mode: 'add', date, meal }),
    [],
  );
  const edit = useCallback(
    (date: string, entry: MealPlanEntry) => setDialog({ mode: 'edit', date, entry }),
    [],
  );
  const remove = useCallback(
    (date: string, entry: MealPlanEntry) => {
      if (plan) mutate([{ day: dayOfPlan(plan, date), change: removePlanEntry(entry.id) }]);
    },
    [plan, mutate],
  );
  const today = dayjs().format(ISO_DATE_FORMAT);
  const sunday = days[6] ?? monday;
  const go = (weeks: number) =>
    navigate(`/food-diary/plan/${shiftWeek(monday, weeks)}`, {
      state: { byArrow: true } satisfies ArrowState,
    });

  const save = (entry: MealPlanEntry, date: string) => {
    if (!dialog || !plan) return Promise.resolve();
    const target = dayOfPlan(plan, date);
    let sent: Promise<unknown>;
    if (dialog.mode === 'add') {
      sent = update.mutateAsync([{ day: target, change: addPlanEntry(entry) }]);
    } else if (dialog.date === date) {
      sent = update.mutateAsync([
        {
          day: target,
          change: updatePlanEntry(entry.id, {
            meal: entry.meal,
            servings: entry.servings,
            grams: entry.grams,
          }),
        },
      ]);
    } else {
      sent = update.mutateAsync([
        { day: target, change: addPlanEntry(entry) },
        { day: dayOfPlan(plan, dialog.date), change: removePlanEntry(entry.id) },
      ]);
    }
    setDialog(null);
    return sent;
  };

  return (
    <div style={{ width: '100%' }}>
      <PageHeader
        title={t.titles.plan}
        actions={
          <KitButton
            icon={<ShoppingCartOutlined />}
            onClick={() => setShopping(true)}
            onPointerEnter={() => void toListDialog.preload()}
            onFocus={() => void toListDialog.preload()}
            data-testid="plan-to-list"
          >
            {t.plan.toList}
          </KitButton>
        }
      />
      <FlexBox vertical gap={12}>
        <Panel>
          <FlexBox align="center" justify="space-between" gap={8}>
            <KitButton
              shape="circle"
              icon={<LeftOutlined />}
              aria-label={t.plan.previousWeek}
              title={t.plan.previousWeek}
              onClick={() => go(-1)}
            />
            <FlexBox vertical align="center">
              <h2
                data-testid="plan-week-label"
                style={{
                  margin: 0,
                  color: token.colorTextHeading,
                  fontSize: token.fontSizeHeading4,
                  fontWeight: token.fontWeightStrong,
                }}
              >
                {t.plan.weekLabel(dayjs(monday).format('D. M.'), formatDate(sunday))}
              </h2>
              {today >= monday && today <= sunday ? null : (
                <KitButton type="link" size="small" onClick={() => navigate('/food-diary/plan')}>
                  {t.plan.thisWeek}
                </KitButton>
              )}
            </FlexBox>
            <KitButton
              shape="circle"
              icon={<RightOutlined />}
              aria-label={t.plan.nextWeek}
              title={t.plan.nextWeek}
              onClick={() => go(1)}
            />
          </FlexBox>
        </Panel>
        <QueryView query={week} errorTitle={t.plan.loadError}>
          {(shown) => (
            <PlanWeek
              key={monday}
              deferCells={byArrow}
              onPreload={preloadEntryDialog}
              days={days}
              plan={shown}
              today={today}
              onAdd={add}
              onEdit={edit}
              onRemove={remove}
            />
          )}
        </QueryView>
      </FlexBox>
      {dialog ? (
        <entryDialog.Dialog
          target={dialog}
          days={days}
          onCancel={() => setDialog(null)}
          onSave={save}
        />
      ) : null}
      {shopping ? (
        <toListDialog.Dialog range={restOfWeek(monday, today)} onClose={() => setShopping(false)} />
      ) : null}
    </div>
  );
}
