import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';
import type { FrameDecoder } from './frame-decoder';

/**
 * zxing-wasm (ZXing-C++ compiled to WebAssembly). Its .wasm is an asset of our own build: left to
 * itself the package would fetch it from a public CDN, which the app's CSP refuses and an offline
 * app cannot reach.
 */
export async function wasmFrameDecoder(): Promise<FrameDecoder> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const [found] = await readBarcodes(frame, {
      formats: ['EAN13', 'EAN8', 'UPCA'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return found?.isValid ? found.text : null;
  };
}
