import { renderStandalone } from '@organizator/shared/providers';
import * as area from './routes';

// The diary has no page without a date: alone it opens on today's day.
renderStandalone(area, { home: '/food-diary/day/today' });
