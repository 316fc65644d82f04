import { renderStandalone } from '@organizator/shared/providers';
import * as area from './routes';

renderStandalone(area);
