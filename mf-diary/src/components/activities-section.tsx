import { PlusOutlined } from '@ant-design/icons';
import type { Activity } from '@organizator/shared/contract';
import { KitButton, MutedText, Panel } from '@organizator/shared/ui';
import { t } from '../texts';
import { EntryRow } from './entry-row';

/** The day's activities (name, minutes, kcal spent) with delete, and the add-activity button. */
export function ActivitiesSection({
  activities,
  onAdd,
  onDelete,
}: {
  activities: Activity[];
  onAdd: () => void;
  onDelete: (index: number) => void;
}) {
  return (
    <Panel
      data-testid="activities"
      aria-label={t.diary.activities}
      title={t.diary.activities}
      extra={
        <KitButton type="link" icon={<PlusOutlined />} onClick={onAdd} style={{ paddingInline: 0 }}>
          {t.diary.addActivity}
        </KitButton>
      }
    >
      {activities.length === 0 ? (
        <MutedText>{t.diary.activitiesEmpty}</MutedText>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {activities.map((activity, index) => (
            <EntryRow
              // biome-ignore lint/suspicious/noArrayIndexKey: activities have no id; position is their identity.
              key={index}
              first={index === 0}
              title={activity.name}
              detail={t.diary.minutes(activity.duration)}
              amount={t.diary.kcalOf(activity.energy)}
              deleteLabel={t.diary.deleteActivity(activity.name)}
              onDelete={() => onDelete(index)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
