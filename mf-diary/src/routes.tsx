import { defineAreaRoutes } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { areaPage } from '@organizator/shared/ui';
import { DiaryPage } from './pages/diary-page';

/**
 * The diary page ships with the routes module. Every day comes from one `GET /food-diaries`: a
 * signed-in arrival asks for it beside `/me`.
 */
export const { area, routes } = defineAreaRoutes('mf_diary', {
  '/food-diary/day/:date': areaPage(
    { page: DiaryPage },
    { prefetch: (client) => void client.prefetchQuery(queries.diaries.days()) },
  ),
});
