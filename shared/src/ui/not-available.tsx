import { t } from '@organizator/shared/i18n';
import { Result } from 'antd';

/** An area whose features are not built yet says so honestly instead of faking a screen. */
export function NotAvailable({ title }: { title: string }) {
  return <Result status="info" title={title} subTitle={t.common.notAvailableText} />;
}
