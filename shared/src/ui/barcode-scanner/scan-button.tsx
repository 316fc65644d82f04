import { BarcodeOutlined } from '@ant-design/icons';
import { barcodes } from '@organizator/shared/i18n/barcodes';
import { KitButton } from '../kit-button';
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
    <KitButton
      icon={<BarcodeOutlined />}
      aria-label={barcodes.scanLabel}
      title={barcodes.scanLabel}
      onPointerEnter={() => void preloadBarcodeScanner()}
      onFocus={() => void preloadBarcodeScanner()}
      onClick={onClick}
    >
      {iconOnly ? null : barcodes.scan}
    </KitButton>
  );
}
