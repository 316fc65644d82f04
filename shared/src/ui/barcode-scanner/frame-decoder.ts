/** Reads one retail barcode from the video's current frame; null when none is seen. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The formats a grocery may carry (named as the Barcode Detection API names them). */
const FORMATS = ['ean_13', 'ean_8', 'upc_a'];

/** The part of the Barcode Detection API used here (not in TypeScript's DOM library yet). */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

function nativeDetectorClass(): NativeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
}

/**
 * The browser's own `BarcodeDetector` where it reads the retail formats (Chrome on Android, Safari),
 * else the WASM decoder, fetched only now: the scanner is the one place that needs it, and the
 * decoder's JS and .wasm are far larger than any page (docs/decisions/groceries-diary.md).
 */
export async function loadFrameDecoder(): Promise<FrameDecoder> {
  const Native = nativeDetectorClass();
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    const formats = FORMATS.filter((format) => supported.includes(format));
    if (formats.length > 0) {
      const detector = new Native({ formats });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    }
  }
  const { wasmFrameDecoder } = await import(
    /* webpackChunkName: "barcode-wasm" */ './wasm-decoder'
  );
  return wasmFrameDecoder();
}
