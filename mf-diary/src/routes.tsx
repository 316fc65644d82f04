import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import { DiaryPage } from './pages/diary-page';

/** The diary page runs inside this remote's own antd scope (antd is bundled per remote). */
const ScopedDiaryPage = () => (
  <AntdScope>
    <DiaryPage />
  </AntdScope>
);

export const { area, routes } = defineAreaRoutes('mf_diary', {
  '/food-diary/day/:date': ScopedDiaryPage,
});
