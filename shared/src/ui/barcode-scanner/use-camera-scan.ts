import { isValidBarcode, normaliseBarcode } from '@organizator/shared/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { loadFrameDecoder } from './frame-decoder';

export type CameraStatus = 'starting' | 'scanning' | 'unavailable' | 'denied' | 'decoderFailed';

/** Pause between two frames read: a reader working flat out would heat a phone for nothing. */
const FRAME_GAP_MS = 120;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * While `active`, shows the back camera in `video` and reads frames until one holds a barcode whose
 * check digit is right, then calls `onCode` once and stops. The camera is released when the scanner
 * closes or a code is found. Without a camera (desktop, refused permission) the status says so and
 * the digits field is the way in.
 */
export function useCameraScan(
  active: boolean,
  video: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;

  useEffect(() => {
    if (!active) return;
    let live = true;
    let stream: MediaStream | null = null;
    const release = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
    };
    const run = async () => {
      setStatus('starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (live)
          setStatus(
            error instanceof DOMException && error.name === 'NotAllowedError'
              ? 'denied'
              : 'unavailable',
          );
        return;
      }
      const element = video.current;
      if (!live || !element) return release();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let decode: Awaited<ReturnType<typeof loadFrameDecoder>>;
      try {
        decode = await loadFrameDecoder();
      } catch {
        if (live) setStatus('decoderFailed');
        return release();
      }
      if (live) setStatus('scanning');
      while (live) {
        const code = await decode(element).catch(() => null);
        if (!live) break;
        if (code && isValidBarcode(code)) {
          release();
          latestOnCode.current(normaliseBarcode(code));
          return;
        }
        await pause(FRAME_GAP_MS);
      }
    };
    void run().finally(() => {
      if (!live) release();
    });
    return () => {
      live = false;
      release();
    };
  }, [active, video]);

  return status;
}
