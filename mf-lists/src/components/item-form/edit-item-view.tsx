import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import type { List, ListItem } from '@organizator/shared/contract';
import { normaliseCategory } from '@organizator/shared/domain';
import { toast } from '@organizator/shared/runtime';
import { Field, FlexBox, Heading, KitButton } from '@organizator/shared/ui';
import { useState } from 'react';
import { useRemoveImage, useUpdateImage, useUploadImage } from '../../api/images';
import { t } from '../../texts';
import { CategoryPicker } from './category-picker';
import { AddImageButton, ImageRows } from './image-rows';
import { NameField } from './name-field';
import { QuantityField } from './quantity-field';

interface EditItemViewProps {
  list: List;
  item: ListItem;
  onSave: (
    item: ListItem,
    changes: { name: string; category: string; quantity: string | null },
  ) => void;
  onDelete: (item: ListItem) => void;
}

/** docs/product.md#screens edit-item view: name, quantity, category, images (descriptions saved on blur), save and delete. */
export function EditItemView({ list, item, onSave, onDelete }: EditItemViewProps) {
  const [name, setName] = useState(item.name);
  const [category, setCategory] = useState<string>(normaliseCategory(item.category));
  const [quantity, setQuantity] = useState(item.quantity ?? '');
  const upload = useUploadImage(list.id);
  const updateImage = useUpdateImage(list.id);
  const removeImage = useRemoveImage(list.id);

  const save = () => {
    if (!name.trim()) {
      toast.error(t.common.error, t.lists.nameRequired);
      return;
    }
    onSave(item, { name: name.trim(), category, quantity: quantity.trim() || null });
  };

  return (
    <section aria-label={t.lists.editItemTitle} data-testid="edit-item-view">
      <Heading level={4} style={{ margin: '16px 0 12px' }}>
        {t.lists.editItemTitle}
      </Heading>
      <div>
        <NameField id="edit-item-name" value={name} onChange={setName} onSubmit={save} />
        <QuantityField
          id="edit-item-quantity"
          value={quantity}
          onChange={setQuantity}
          onSubmit={save}
        />
        <Field label={t.lists.categoryLabel} htmlFor="edit-item-category">
          <CategoryPicker id="edit-item-category" value={category} onChange={setCategory} />
        </Field>
        <Field label={t.lists.imagesLabel}>
          <FlexBox vertical gap={8} align="flex-start">
            <ImageRows
              itemName={item.name}
              images={item.images}
              onDescription={(image, description) =>
                updateImage.mutate({ id: image.id, description })
              }
              onRemove={(image) => removeImage.mutate(image)}
            />
            <AddImageButton onFile={(file) => upload.mutateAsync({ file, listItemId: item.id })} />
          </FlexBox>
        </Field>
        <FlexBox gap={8} wrap>
          <KitButton type="primary" size="large" icon={<SaveOutlined aria-hidden />} onClick={save}>
            {t.lists.saveItem}
          </KitButton>
          <KitButton
            danger
            size="large"
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => onDelete(item)}
          >
            {t.lists.deleteItem}
          </KitButton>
        </FlexBox>
      </div>
    </section>
  );
}
