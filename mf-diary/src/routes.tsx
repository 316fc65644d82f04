import { defineAreaRoutes, type PagePrefetch } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { AntdScope } from '@organizator/shared/ui';
import { DiaryPage } from './pages/diary-page';

/** The diary page runs inside this remote's own antd scope (antd is bundled per remote). */
const ScopedDiaryPage = () => (
  <AntdScope>
    <DiaryPage />
  </AntdScope>
);

/** Every day comes from one `GET /food-diaries`: a signed-in arrival asks for it beside `/me`. */
const prefetchDays: PagePrefetch = (client) => void client.prefetchQuery(queries.diaries.days());

export const { area, routes } = defineAreaRoutes('mf_diary', {
  '/food-diary/day/:date': Object.assign(ScopedDiaryPage, { prefetch: prefetchDays }),
});
