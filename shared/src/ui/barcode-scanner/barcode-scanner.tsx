import { barcode } from '@organizator/shared/contract';
import { barcodes } from '@organizator/shared/i18n/barcodes';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Dialog } from '../dialog';
import { Field, fieldMessageId } from '../field';
import { FlexBox } from '../flex-box';
import { KitButton } from '../kit-button';
import { MutedText } from '../panel';
import { TextInput } from '../text-input';
import { useThemeToken } from '../theme-token';
import { type CameraStatus, useCameraScan } from './use-camera-scan';

export interface BarcodeScannerProps {
  open: boolean;
  onCancel: () => void;
  /** A code read by the camera or typed, check digit verified. */
  onCode: (code: string) => void;
  /** The caller is looking the code up (the dialog waits, the button spins). */
  busy?: boolean;
  /** What the caller's lookup answered, e.g. the server's message. */
  message?: string;
}

const STATUS_TEXT: Record<CameraStatus, string> = {
  starting: barcodes.cameraStarting,
  scanning: barcodes.cameraScanning,
  unavailable: barcodes.cameraUnavailable,
  denied: barcodes.cameraDenied,
  decoderFailed: barcodes.decoderFailed,
};

/**
 * The scanner: the back camera with the browser's barcode reader or the WASM one, and a field for
 * the digits printed under the code, which always works (a desktop without a camera). Loaded when
 * first opened (`LazyBarcodeScanner`); the WASM reader only once the camera is running and the
 * browser has no reader of its own.
 */
export function BarcodeScanner({
  open,
  onCancel,
  onCode,
  busy = false,
  message,
}: BarcodeScannerProps) {
  const token = useThemeToken();
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string>();
  const [read, setRead] = useState<string | null>(null);
  const status = useCameraScan(open && read === null, video, (code) => {
    setRead(code);
    setDigits(code);
    onCode(code);
  });
  const cameraShown = status === 'starting' || status === 'scanning';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule (and message): spaces ignored, check digit verified, UPC-A as EAN-13.
    const result = barcode.safeParse(digits.replace(/-/g, ''));
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onCode(result.data);
  };

  const inputId = `${id}-digits`;
  return (
    <Dialog
      open={open}
      title={barcodes.title}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      afterClose={() => {
        setRead(null);
        setDigits('');
        setError(undefined);
      }}
    >
      <FlexBox vertical gap={12}>
        {read === null && cameraShown ? (
          <video
            ref={video}
            muted
            playsInline
            data-testid="barcode-camera"
            aria-label={barcodes.cameraHint}
            style={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              background: token.colorFillSecondary,
              borderRadius: token.borderRadiusLG,
            }}
          />
        ) : null}
        <p role="status" style={{ margin: 0 }}>
          <MutedText>
            {busy ? barcodes.searching : read ? barcodes.found(read) : STATUS_TEXT[status]}
          </MutedText>
        </p>
        {message ? (
          <p role="alert" style={{ margin: 0, color: token.colorError }}>
            {message}
          </p>
        ) : null}
        <form noValidate onSubmit={submit}>
          <Field htmlFor={inputId} label={barcodes.digitsLabel} error={error}>
            <FlexBox gap={8}>
              <TextInput
                id={inputId}
                name="barcode"
                inputMode="numeric"
                autoComplete="off"
                placeholder={barcodes.digitsPlaceholder}
                value={digits}
                status={error ? 'error' : undefined}
                aria-describedby={fieldMessageId(inputId)}
                onChange={(value) => {
                  setDigits(value);
                  if (error) setError(undefined);
                }}
                style={{ flex: 1 }}
              />
              <KitButton type="primary" htmlType="submit" loading={busy}>
                {barcodes.find}
              </KitButton>
            </FlexBox>
          </Field>
        </form>
      </FlexBox>
    </Dialog>
  );
}
