import { BarcodeOutlined } from '@ant-design/icons';
import { barcodes } from '@organizator/shared/i18n/barcodes';
import { Button } from 'antd';
import { preloadBarcodeScanner } from './lazy-barcode-scanner';

/** The "scan" button beside a food search; pointing at it fetches the scanner ahead. */
export function ScanButton({
  onClick,
  iconOnly = false,
}: {
  onClick: () => void;
  iconOnly?: boolean;
}) {
  return (
    <Button
      icon={<BarcodeOutlined />}
      aria-label={barcodes.scanLabel}
      title={barcodes.scanLabel}
      onPointerEnter={() => void preloadBarcodeScanner()}
      onFocus={() => void preloadBarcodeScanner()}
      onClick={onClick}
    >
      {iconOnly ? null : barcodes.scan}
    </Button>
  );
}
