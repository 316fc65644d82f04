import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { DiaryMeal, MealPlanDay, MealPlanEntry } from '@organizator/shared/contract';
import { DIARY_MEALS as MEALS } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { Link } from '@organizator/shared/router';
import { MutedText } from '@organizator/shared/ui';
import { Button, theme } from 'antd';
import type { CSSProperties } from 'react';
import { dayOfPlan, entriesOfMeal } from '../domain/plan-edits';
import { t } from '../texts';

/**
 * Phone: the days stacked, each a panel of its four meals. From 1000 px: one grid, a column per day
 * and a row per meal (the day's wrapper steps aside with `display: contents`, so rows line up).
 */
const CSS = `
.plan-week{display:flex;flex-direction:column;gap:12px}
.plan-day{border:1px solid var(--plan-border);border-radius:var(--plan-radius);background:var(--plan-bg);overflow:hidden}
.plan-day__head{padding:8px 12px;font-weight:600;background:var(--plan-head-bg)}
.plan-cell{padding:8px 12px;border-top:1px solid var(--plan-border);min-width:0}
@media (min-width:1000px){
.plan-week{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));grid-template-rows:auto repeat(4,auto);grid-auto-flow:column;gap:0;border:1px solid var(--plan-border);border-radius:var(--plan-radius);background:var(--plan-bg);overflow:hidden}
.plan-day{display:contents}
.plan-day__head,.plan-cell{border-left:1px solid var(--plan-border);padding:8px}
.plan-day:first-child>.plan-day__head,.plan-day:first-child>.plan-cell{border-left:0}
}`;

export function PlanWeek({
  days,
  plan,
  today,
  onAdd,
  onEdit,
  onRemove,
  onPreload,
}: {
  /** Pointing at or focusing the week: its dialogs' code is fetched ahead. */
  onPreload: () => void;
  days: readonly string[];
  plan: readonly MealPlanDay[];
  today: string;
  onAdd: (date: string, meal: DiaryMeal) => void;
  onEdit: (date: string, entry: MealPlanEntry) => void;
  onRemove: (date: string, entry: MealPlanEntry) => void;
}) {
  const { token } = theme.useToken();
  const vars = {
    '--plan-border': token.colorBorderSecondary,
    '--plan-radius': `${token.borderRadiusLG}px`,
    '--plan-bg': token.colorBgContainer,
    '--plan-head-bg': token.colorFillQuaternary,
  } as CSSProperties;
  return (
    <div className="plan-week" style={vars} data-testid="plan-week">
      <style>{CSS}</style>
      {days.map((date) => {
        const day = dayOfPlan(plan, date);
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
                onAdd={() => onAdd(date, meal)}
                onEdit={(entry) => onEdit(date, entry)}
                onRemove={(entry) => onRemove(date, entry)}
                onPreload={onPreload}
              />
            ))}
          </section>
        );
      })}
    </div>
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
  onAdd: () => void;
  onEdit: (entry: MealPlanEntry) => void;
  onRemove: (entry: MealPlanEntry) => void;
}) {
  const { token } = theme.useToken();
  const mealLabel = t.diary.meals[meal];
  const addLabel = t.plan.addTo(dayLabel, mealLabel);
  return (
    <div className="plan-cell" data-testid={`plan-cell-${date}-${meal}`}>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}
      >
        <MutedText small>{mealLabel}</MutedText>
        <Button
          type="text"
          size="small"
          shape="circle"
          icon={<PlusOutlined />}
          aria-label={addLabel}
          title={addLabel}
          onClick={onAdd}
          onPointerEnter={onPreload}
          onFocus={onPreload}
        />
      </div>
      {entries.length === 0 ? null : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => {
            const gone = entry.recipeId === null && entry.groceryId === null;
            return (
              <li
                key={entry.id}
                data-testid="plan-entry"
                style={{ display: 'flex', alignItems: 'flex-start', gap: 2, padding: '2px 0' }}
              >
                <button
                  type="button"
                  onClick={() => onEdit(entry)}
                  onPointerEnter={onPreload}
                  onFocus={onPreload}
                  aria-label={t.plan.editEntry(entry.name)}
                  style={{
                    flex: 1,
                    minWidth: 0,
                    textAlign: 'left',
                    padding: '2px 4px',
                    border: 0,
                    borderRadius: token.borderRadiusSM,
                    background: 'transparent',
                    color: token.colorText,
                    font: 'inherit',
                    cursor: 'pointer',
                    overflowWrap: 'anywhere',
                  }}
                >
                  <span style={{ display: 'block' }}>{entry.name}</span>
                  <MutedText small>
                    {entryAmount(entry)}
                    {entry.recipeId !== null ? ` · ${t.plan.recipeMark}` : ''}
                    {gone ? ` · ${t.plan.deletedFood}` : ''}
                  </MutedText>
                </button>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t.plan.removeEntry(entry.name)}
                  title={t.plan.removeEntry(entry.name)}
                  onClick={() => onRemove(entry)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
