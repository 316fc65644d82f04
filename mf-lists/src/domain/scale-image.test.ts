import { IMAGE_JPEG_QUALITY, IMAGE_MAX_WIDTH } from '@organizator/shared/domain';
import { isImageFile, scaledSize, scaleImage } from './scale-image';

/** jsdom has no canvas or image decoding: stand-ins that record what the code asked for. */
function mockCanvas(source: { width: number; height: number }) {
  const drawImage = jest.fn();
  const toBlob = jest.fn((done: (blob: Blob | null) => void, type: string) =>
    done(new Blob(['jpeg'], { type })),
  );
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage, fillRect: jest.fn(), fillStyle: '' }),
    toBlob,
  };
  const realCreate = document.createElement.bind(document);
  jest
    .spyOn(document, 'createElement')
    .mockImplementation((tag: string) =>
      tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : realCreate(tag),
    );
  const close = jest.fn();
  Object.defineProperty(globalThis, 'createImageBitmap', {
    configurable: true,
    value: jest.fn(async () => ({ ...source, close })),
  });
  return { canvas, drawImage, toBlob };
}

afterEach(() => jest.restoreAllMocks());

describe('scaleImage', () => {
  it('scales a wide image to 400 px wide, keeps the aspect ratio and encodes JPEG quality 1', async () => {
    const { canvas, drawImage, toBlob } = mockCanvas({ width: 1200, height: 900 });
    const blob = await scaleImage(new Blob(['png'], { type: 'image/png' }));
    expect(canvas.width).toBe(IMAGE_MAX_WIDTH);
    expect(canvas.height).toBe(300);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 400, 300);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', IMAGE_JPEG_QUALITY);
    expect(IMAGE_JPEG_QUALITY).toBe(1);
    expect(blob.type).toBe('image/jpeg');
  });

  it('never enlarges a narrow image but still re-encodes it as JPEG', async () => {
    const { canvas, toBlob } = mockCanvas({ width: 320, height: 640 });
    await scaleImage(new Blob(['gif'], { type: 'image/gif' }));
    expect([canvas.width, canvas.height]).toEqual([320, 640]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 1);
  });

  it('fails when the browser cannot encode', async () => {
    const { toBlob } = mockCanvas({ width: 800, height: 600 });
    toBlob.mockImplementation((done: (blob: Blob | null) => void) => done(null));
    await expect(scaleImage(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow();
  });
});

describe('scaledSize and isImageFile', () => {
  it('computes the 400 px box', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 400, height: 300 });
    expect(scaledSize(400, 10)).toEqual({ width: 400, height: 10 });
  });
  it('accepts only image types', () => {
    expect(isImageFile(new Blob([], { type: 'image/heic' }))).toBe(true);
    expect(isImageFile(new Blob([], { type: 'application/pdf' }))).toBe(false);
  });
});
