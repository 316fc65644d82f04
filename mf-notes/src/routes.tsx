import { defineAreaRoutes } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { AntdScope, NotAvailable } from '@organizator/shared/ui';

const Placeholder = () => (
  <AntdScope>
    <NotAvailable title={t.notes.title} />
  </AntdScope>
);

export const { area, routes } = defineAreaRoutes('mf_notes', {
  '/notes': Placeholder,
  '/notes/new': Placeholder,
  '/notes/:id': Placeholder,
});
