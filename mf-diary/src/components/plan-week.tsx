import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { DiaryMeal, MealPlanDay, MealPlanEntry } from '@organizator/shared/contract';
import { DIARY_MEALS as MEALS } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { Link } from '@organizator/shared/router';
import { useThemeToken } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, memo, useDeferredValue, useState } from 'react';
import { dayOfPlan, entriesOfMeal } from '../domain/plan-edits';
import { t } from '../texts';

/**
 * Phone: the days stacked, each a panel of its four meals. From 1000 px: one grid, a column per day
 * and a row per meal (the day's wrapper steps aside with `display: contents`, so rows line up).
 *
 * A week holds up to 28 cells and hundreds of entries, each with a button or two: they are plain
 * elements styled by these rules from the theme's tokens (set once on the week as custom
 * properties), not antd Buttons and MutedText, whose per-instance style and token hooks made most
 * of a planned week's first render (docs/benchmarks/meal-plan.md, "Recipe, menu and picker at
 * scale"). The rules copy antd's text button and secondary text.
 */
const CSS = `
.plan-week{display:flex;flex-direction:column;gap:12px}
.plan-day{border:1px solid var(--plan-border);border-radius:var(--plan-radius);background:var(--plan-bg);overflow:hidden}
.plan-day__head{padding:8px 12px;font-weight:600;background:var(--plan-head-bg)}
.plan-cell{padding:8px 12px;border-top:1px solid var(--plan-border);min-width:0}
.plan-cell__head{display:flex;align-items:center;justify-content:space-between;gap:4px}
.plan-muted{color:var(--plan-muted);font-size:var(--plan-font-sm)}
.plan-entries{list-style:none;margin:0;padding:0}
.plan-entry{display:flex;align-items:flex-start;gap:2px;padding:2px 0}
.plan-entry__edit{flex:1;min-width:0;text-align:left;padding:2px 4px;border:0;border-radius:var(--plan-radius-sm);background:transparent;color:var(--plan-text);font:inherit;cursor:pointer;overflow-wrap:anywhere}
.plan-entry__name{display:block}
.plan-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:24px;height:24px;padding:0;border:0;border-radius:var(--plan-radius-sm);background:transparent;color:var(--plan-text);font-size:var(--plan-font);cursor:pointer;transition:background var(--plan-motion)}
.plan-icon--round{border-radius:50%}
.plan-icon:hover,.plan-entry__edit:hover{background:var(--plan-hover)}
.plan-icon:active{background:var(--plan-active)}
.plan-icon:focus-visible,.plan-entry__edit:focus-visible{outline:var(--plan-focus-width) solid var(--plan-focus);outline-offset:1px}
@media (prefers-reduced-motion:reduce){.plan-icon{transition:none}}
@media (min-width:1000px){
.plan-week{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));grid-template-rows:auto repeat(4,auto);grid-auto-flow:column;gap:0;border:1px solid var(--plan-border);border-radius:var(--plan-radius);background:var(--plan-bg);overflow:hidden}
.plan-day{display:contents}
.plan-day__head,.plan-cell{border-left:1px solid var(--plan-border);padding:8px}
.plan-day:first-child>.plan-day__head,.plan-day:first-child>.plan-cell{border-left:0}
}`;

/** From this width the week is one grid (the CSS below): every day is in the first screen. */
const WIDE = '(min-width: 1000px)';
/** The days a phone's first screen shows of a planned week (the days are stacked). */
const FIRST_SCREEN_DAYS = 2;

/**
 * Memoised: a render of the page around it (a refetch, the header) does not draw the week again.
 *
 * Opened by a link or a reload, the week is the page's first screen: on a phone (the days stacked)
 * its first days come with the page and the others in a deferred render right after it, which
 * React renders in slices and commits in a task of its own; they are added below the days shown, so
 * nothing on screen moves. In the wide grid every day is in view (and a later column could make a
 * meal's row taller), so all come at once.
 */
export const PlanWeek = memo(function PlanWeek({
  days,
  plan,
  today,
  onAdd,
  onEdit,
  onRemove,
  onPreload,
  deferCells = false,
}: {
  /** Pointing at or focusing the week: its dialogs' code is fetched ahead. */
  onPreload: () => void;
  /** The cells are rendered after the rest of the page (the week was reached by an arrow). */
  deferCells?: boolean;
  days: readonly string[];
  plan: readonly MealPlanDay[];
  today: string;
  onAdd: (date: string, meal: DiaryMeal) => void;
  onEdit: (date: string, entry: MealPlanEntry) => void;
  onRemove: (date: string, entry: MealPlanEntry) => void;
}) {
  const token = useThemeToken();
  // After an arrow, the new week's label is painted in the tap's own frame and its cells come in
  // a render of their own, which React does in slices between input. Opened otherwise (a link, a
  // reload), the week's first screen is rendered with the page.
  const shown = useDeferredValue<readonly MealPlanDay[] | null>(plan, deferCells ? null : plan);
  const [wide] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches);
  const later = useDeferredValue(true, false);
  const drawn = later || wide ? days : days.slice(0, FIRST_SCREEN_DAYS);
  const vars = {
    '--plan-border': token.colorBorderSecondary,
    '--plan-radius': `${token.borderRadiusLG}px`,
    '--plan-bg': token.colorBgContainer,
    '--plan-head-bg': token.colorFillQuaternary,
    '--plan-text': token.colorText,
    '--plan-muted': token.colorTextSecondary,
    '--plan-font': `${token.fontSize}px`,
    '--plan-font-sm': `${token.fontSizeSM}px`,
    '--plan-radius-sm': `${token.borderRadiusSM}px`,
    '--plan-hover': token.colorFillTertiary,
    '--plan-active': token.colorFill,
    '--plan-focus': token.colorPrimaryBorder,
    '--plan-focus-width': `${token.lineWidthFocus}px`,
    '--plan-motion': token.motionDurationMid,
  } as CSSProperties;
  return (
    <div className="plan-week" style={vars} data-testid="plan-week">
      <style>{CSS}</style>
      {shown === null
        ? null
        : drawn.map((date) => {
            const day = dayOfPlan(shown, date);
            const label = dayjs(date).format('dddd, D. M.');
            return (
              <section
                key={date}
                className="plan-day"
                aria-label={label}
                data-testid={`plan-day-${date}`}
              >
                <div
                  className="plan-day__head"
                  style={date === today ? { color: token.colorPrimaryText } : undefined}
                >
                  <Link to={`/food-diary/day/${date}`} style={{ color: 'inherit' }}>
                    {date === today ? `${t.common.today} · ${label}` : label}
                  </Link>
                </div>
                {MEALS.map((meal) => (
                  <MealCell
                    key={meal}
                    date={date}
                    dayLabel={label}
                    meal={meal}
                    entries={entriesOfMeal(day, meal)}
                    onAdd={onAdd}
                    onEdit={onEdit}
                    onRemove={onRemove}
                    onPreload={onPreload}
                  />
                ))}
              </section>
            );
          })}
    </div>
  );
});

/** "· ostatak · u loncu 640 g": a leftover and what its pot holds now (live for the team). */
function LeftoverMark({ potId }: { potId: string }) {
  const pots = useQuery(queries.pots.open());
  const pot = pots.data?.find((p) => p.id === potId);
  return (
    <span data-testid="leftover-mark">
      {` · ${t.plan.leftoverMark}`}
      {pots.data ? ` · ${t.plan.leftoverLeft(pot?.left ?? 0)}` : ''}
    </span>
  );
}

/** "2 porcije" for a recipe, "300 g" for a grocery. */
export const entryAmount = (entry: MealPlanEntry) =>
  entry.servings !== null
    ? t.plan.servings(entry.servings)
    : entry.grams !== null
      ? t.plan.grams(entry.grams)
      : '';

function MealCell({
  date,
  dayLabel,
  meal,
  entries,
  onAdd,
  onEdit,
  onRemove,
  onPreload,
}: {
  onPreload: () => void;
  date: string;
  dayLabel: string;
  meal: DiaryMeal;
  entries: MealPlanEntry[];
  onAdd: (date: string, meal: DiaryMeal) => void;
  onEdit: (date: string, entry: MealPlanEntry) => void;
  onRemove: (date: string, entry: MealPlanEntry) => void;
}) {
  const mealLabel = t.diary.meals[meal];
  const addLabel = t.plan.addTo(dayLabel, mealLabel);
  return (
    <div className="plan-cell" data-testid={`plan-cell-${date}-${meal}`}>
      <div className="plan-cell__head">
        <span className="plan-muted">{mealLabel}</span>
        <button
          type="button"
          className="plan-icon plan-icon--round"
          aria-label={addLabel}
          title={addLabel}
          onClick={() => onAdd(date, meal)}
          onPointerEnter={onPreload}
          onFocus={onPreload}
        >
          <PlusOutlined />
        </button>
      </div>
      {entries.length === 0 ? null : (
        <ul className="plan-entries">
          {entries.map((entry) => {
            const gone =
              entry.recipeId === null && entry.groceryId === null && entry.potId === null;
            return (
              <li key={entry.id} data-testid="plan-entry" className="plan-entry">
                <button
                  type="button"
                  className="plan-entry__edit"
                  onClick={() => onEdit(date, entry)}
                  onPointerEnter={onPreload}
                  onFocus={onPreload}
                  aria-label={t.plan.editEntry(entry.name)}
                >
                  <span className="plan-entry__name">{entry.name}</span>
                  <span className="plan-muted">
                    {entryAmount(entry)}
                    {entry.recipeId !== null ? ` · ${t.plan.recipeMark}` : ''}
                    {entry.potId !== null ? <LeftoverMark potId={entry.potId} /> : null}
                    {gone ? ` · ${t.plan.deletedFood}` : ''}
                  </span>
                </button>
                <button
                  type="button"
                  className="plan-icon"
                  aria-label={t.plan.removeEntry(entry.name)}
                  title={t.plan.removeEntry(entry.name)}
                  onClick={() => onRemove(date, entry)}
                >
                  <CloseOutlined />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
