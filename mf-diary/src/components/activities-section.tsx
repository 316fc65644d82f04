import { PlusOutlined } from '@ant-design/icons';
import type { Activity } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Button, Card, Typography } from 'antd';
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
    <Card
      size="small"
      data-testid="activities"
      title={t.diary.activities}
      extra={
        <Button type="link" icon={<PlusOutlined />} onClick={onAdd}>
          {t.diary.addActivity}
        </Button>
      }
    >
      {activities.length === 0 ? (
        <Typography.Text type="secondary">{t.diary.activitiesEmpty}</Typography.Text>
      ) : (
        <ul aria-label={t.diary.activities} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
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
    </Card>
  );
}
