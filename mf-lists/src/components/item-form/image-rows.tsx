import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { IMAGE_DESCRIPTION_MAX, type ListItemImage } from '@organizator/shared/contract';
import { toast } from '@organizator/shared/runtime';
import { FlexBox, KitButton, TextInput } from '@organizator/shared/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { isImageFile } from '../../domain/scale-image';
import { t } from '../../texts';
import { useTokens } from '../tokens';

interface ImageRowsProps {
  itemName: string;
  images: readonly ListItemImage[];
  /** Saved on losing focus (docs/product.md#screens), only when the text changed. */
  onDescription: (image: ListItemImage, description: string) => void;
  onRemove: (image: ListItemImage) => void;
}

/** Image rows: thumbnail, note field and remove button (docs/product.md#screens add and edit views). */
export function ImageRows({ itemName, images, onDescription, onRemove }: ImageRowsProps) {
  if (images.length === 0) return null;
  return (
    <FlexBox vertical gap={8} style={{ alignSelf: 'stretch' }}>
      {images.map((image) => (
        <ImageRow
          key={image.id}
          itemName={itemName}
          image={image}
          onDescription={onDescription}
          onRemove={onRemove}
        />
      ))}
    </FlexBox>
  );
}

function ImageRow({
  itemName,
  image,
  onDescription,
  onRemove,
}: Omit<ImageRowsProps, 'images'> & { image: ListItemImage }) {
  const token = useTokens();
  const [description, setDescription] = useState(image.description ?? '');
  return (
    <FlexBox align="center" gap={8} data-testid="image-row">
      <img
        src={image.url}
        alt={t.lists.imageAlt(itemName)}
        width={56}
        height={56}
        style={{ objectFit: 'cover', borderRadius: token.borderRadius, flex: 'none' }}
      />
      <TextInput
        aria-label={t.lists.imageNote}
        placeholder={t.lists.imageNotePlaceholder}
        value={description}
        maxLength={IMAGE_DESCRIPTION_MAX}
        onChange={setDescription}
        style={{ flex: 1 }}
        onBlur={() => {
          if (description !== (image.description ?? '')) onDescription(image, description);
        }}
      />
      <KitButton
        danger
        type="text"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t.lists.removeImage}
        onClick={() => onRemove(image)}
      />
    </FlexBox>
  );
}

/** A file picker for images only (accept image/*; anything else is refused with a toast). */
export function AddImageButton({ onFile }: { onFile: (file: File) => Promise<unknown> }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    for (const file of files) {
      if (!isImageFile(file)) {
        toast.error(t.common.error, t.lists.onlyImages);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        await onFile(file);
      } catch {
        // The upload mutation already showed the Greška toast.
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={onChange}
        data-testid="image-input"
      />
      <KitButton
        icon={<PictureOutlined aria-hidden />}
        loading={uploading > 0}
        onClick={() => input.current?.click()}
      >
        {uploading > 0 ? t.lists.uploadingImage : t.lists.addImage}
      </KitButton>
    </>
  );
}
