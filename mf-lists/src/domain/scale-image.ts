import { IMAGE_JPEG_QUALITY, IMAGE_MAX_WIDTH } from '@organizator/shared/domain';

export const isImageFile = (file: Blob) => file.type.startsWith('image/');

/** The scaled size: at most IMAGE_MAX_WIDTH wide, aspect ratio kept, never enlarged. */
export function scaledSize(width: number, height: number) {
  if (width <= IMAGE_MAX_WIDTH) return { width, height };
  return {
    width: IMAGE_MAX_WIDTH,
    height: Math.max(1, Math.round((height * IMAGE_MAX_WIDTH) / width)),
  };
}

/**
 * docs/product.md (#validation, #constants): every chosen image is scaled in the browser to at most 400 px wide and re-encoded as
 * JPEG at quality 1 before it is uploaded (small uploads, no EXIF, one format on the server).
 */
export async function scaleImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  // JPEG has no alpha: paint white first so transparent PNGs do not turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close?.();
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY,
    );
  });
}
