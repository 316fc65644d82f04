import type { DiaryMeal } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { useNavigate, useParams } from '@organizator/shared/router';
import { EmptyState, PageHeader, StaleNotice } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useDiaryDay, useUpdateDiary } from '../api';
import { ActivitiesSection } from '../components/activities-section';
import { DayHeader } from '../components/day-header';
import { LazyActivityDialog, LazyGroceryPicker } from '../components/lazy-dialogs';
import { MEALS, MealSection } from '../components/meal-section';
import { SummaryLine } from '../components/summary-line';
import { resolveDay } from '../day';
import { addActivity, addEntry, diaryEntry, removeActivity, removeEntry } from '../diary-edits';
import { summarise } from '../summary';

/** /food-diary/day/{date}: {date} is yesterday, today, tomorrow (any case) or yyyy-mm-dd. */
export function DiaryPage() {
  const { date } = useParams();
  const navigate = useNavigate();
  const day = resolveDay(date);
  if (!day) {
    return (
      <EmptyState
        text={
          <>
            <strong>{t.diary.invalidDate}</strong>
            <br />
            {t.diary.invalidDateText}
          </>
        }
        action={
          <Button type="primary" onClick={() => navigate('/food-diary/day/today')}>
            {t.diary.toToday}
          </Button>
        }
      />
    );
  }
  return <DiaryDay key={day} date={day} />;
}

function DiaryDay({ date }: { date: string }) {
  const diary = useDiaryDay(date);
  const me = useQuery(queries.currentUser());
  const update = useUpdateDiary(date);
  const [pickerMeal, setPickerMeal] = useState<DiaryMeal | null>(null);
  const [activityOpen, setActivityOpen] = useState(false);

  const body = (() => {
    if (!diary.data) {
      return diary.isError ? (
        <EmptyState
          text={t.diary.loadError}
          action={<Button onClick={() => diary.refetch()}>{t.common.retry}</Button>}
        />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t.common.loading} />
        </Flex>
      );
    }
    const day = diary.data;
    return (
      <>
        <StaleNotice query={diary} />
        <SummaryLine summary={summarise(day, me.data?.dailyEnergyGoal)} />
        {MEALS.map((meal) => (
          <MealSection
            key={meal}
            meal={meal}
            entries={day.groceries
              .map((entry, index) => ({ entry, index }))
              .filter(({ entry }) => entry.meal === meal)}
            onAdd={() => setPickerMeal(meal)}
            onDelete={(index) => {
              const entry = day.groceries[index];
              if (entry) update.mutate({ day, change: removeEntry(entry, index) });
            }}
          />
        ))}
        <ActivitiesSection
          activities={day.activities}
          onAdd={() => setActivityOpen(true)}
          onDelete={(index) => {
            const activity = day.activities[index];
            if (activity) update.mutate({ day, change: removeActivity(activity, index) });
          }}
        />
        <LazyGroceryPicker
          meal={pickerMeal}
          onCancel={() => setPickerMeal(null)}
          onAdd={(grocery, quantity, meal) => {
            update.mutate({ day, change: addEntry(diaryEntry(grocery, quantity, meal)) });
            setPickerMeal(null);
          }}
        />
        <LazyActivityDialog
          open={activityOpen}
          onCancel={() => setActivityOpen(false)}
          onAdd={(activity) => {
            update.mutate({ day, change: addActivity(activity) });
            setActivityOpen(false);
          }}
        />
      </>
    );
  })();

  return (
    <div style={{ maxWidth: 720, width: '100%', margin: '0 auto' }}>
      <PageHeader title={t.diary.title} />
      <Flex vertical gap={12}>
        <DayHeader date={date} />
        {body}
      </Flex>
    </div>
  );
}
