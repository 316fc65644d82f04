import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import type { DiaryGrocery, DiaryMeal, PlannedEntry } from '@organizator/shared/contract';
import { FlexBox, KitButton, MutedText, Panel } from '@organizator/shared/ui';
import type { ReactNode } from 'react';
import { entryEnergy } from '../domain/summary';
import { t } from '../texts';
import { EntryRow } from './entry-row';
import { PlannedRow } from './planned-row';

/** A meal's entries (with their position in the day's full list, used to delete) and its plus. */
export function MealSection({
  meal,
  entries,
  onAdd,
  onDelete,
  onEdit,
  yesterdayCount = 0,
  onCopyYesterday,
  planned = [],
  onLogPlanned,
  potOf,
  footer,
}: {
  meal: DiaryMeal;
  entries: { entry: DiaryGrocery; index: number }[];
  onAdd: () => void;
  onDelete: (index: number) => void;
  onEdit: (index: number) => void;
  /** Entries of this meal the day before; offered to copy while this meal is still empty. */
  yesterdayCount?: number;
  onCopyYesterday?: () => void;
  /** The team menu's dishes of this meal that the member has not eaten yet (not counted). */
  planned?: readonly PlannedEntry[];
  onLogPlanned?: (planned: PlannedEntry, quantity: number) => void;
  /** What a planned dish offers from the household's pot, if anything. */
  potOf?: (planned: PlannedEntry) => ReactNode;
  /** Under the meal: the open pots the member ate from here (what is left, planning the rest). */
  footer?: ReactNode;
}) {
  const label = t.diary.meals[meal];
  const total = entries.reduce((sum, { entry }) => sum + entryEnergy(entry), 0);
  return (
    <Panel
      data-testid={`meal-${meal}`}
      aria-label={label}
      title={
        <FlexBox align="baseline" gap={8}>
          <span>{label}</span>
          {entries.length > 0 ? (
            <MutedText small style={{ fontWeight: 'normal' }}>
              {t.diary.mealTotal(total)}
            </MutedText>
          ) : null}
        </FlexBox>
      }
      extra={
        <FlexBox align="center" gap={4}>
          {entries.length === 0 && yesterdayCount > 0 && onCopyYesterday ? (
            <KitButton
              type="link"
              icon={<CopyOutlined />}
              aria-label={t.diary.copyYesterdayLabel(label, yesterdayCount)}
              onClick={onCopyYesterday}
            >
              {t.diary.copyYesterday}
            </KitButton>
          ) : null}
          <KitButton
            type="text"
            shape="circle"
            icon={<PlusOutlined />}
            aria-label={t.diary.addToMeal(label)}
            title={t.diary.addToMeal(label)}
            onClick={onAdd}
          />
        </FlexBox>
      }
    >
      {entries.length === 0 && planned.length === 0 ? (
        <MutedText>{t.diary.mealEmpty}</MutedText>
      ) : entries.length === 0 ? null : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map(({ entry, index }, position) => (
            <EntryRow
              key={`${entry.id}-${index}`}
              first={position === 0}
              title={entry.name}
              detail={
                entry.portion === 'serving'
                  ? t.diary.recipeServingsOf(entry.quantity)
                  : t.diary.servingsOf(entry.quantity)
              }
              amount={t.diary.kcalOf(entryEnergy(entry))}
              deleteLabel={t.diary.deleteEntry(entry.name)}
              onDelete={() => onDelete(index)}
              editLabel={t.diary.editEntry(entry.name)}
              onEdit={() => onEdit(index)}
            />
          ))}
        </ul>
      )}
      {planned.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t.plan.plannedLabel}>
          {planned.map((p) => (
            <PlannedRow
              key={p.id}
              planned={p}
              onLog={(quantity) => onLogPlanned?.(p, quantity)}
              pot={potOf?.(p)}
            />
          ))}
        </ul>
      ) : null}
      {footer}
    </Panel>
  );
}
