import { CloseCircleFilled, PlusOutlined } from '@ant-design/icons';
import type { ItemOption, List, ListItemImage } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import {
  Field,
  FlexBox,
  Heading,
  KitButton,
  MutedText,
  TextArea,
  useSubmitGuard,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useRef, useState } from 'react';
import { useRemoveImage, useUpdateImage, useUploadImage } from '../../api/images';
import { useAddItem } from '../../api/items';
import { parseLines, smartItems } from '../../domain/item-lines';
import { t } from '../../texts';
import { CategoryPicker } from './category-picker';
import { AddImageButton, ImageRows } from './image-rows';
import { ItemPicker } from './item-picker';
import { NameField } from './name-field';
import { QuantityField } from './quantity-field';

/** The team's most used and most recent names (the API ranks them so), one tap each. */
const QUICK_PICKS = 8;

interface AddItemViewProps {
  list: List;
  presetCategory?: string;
  onDone: () => void;
}

/** docs/product.md#screens add-item view: picker or new name, name field, category, images, add to list. */
export function AddItemView({ list, presetCategory, onDone }: AddItemViewProps) {
  const [search, setSearch] = useState('');
  /** The picker's text as typed: `search` follows it in a transition (see ItemPicker). */
  const typed = useRef('');
  const [name, setName] = useState<string | null>(null);
  const [category, setCategory] = useState<string | undefined>(presetCategory);
  const [quantity, setQuantity] = useState('');
  const [images, setImages] = useState<ListItemImage[]>([]);
  /** "Several at once": a text field, one item per line. */
  const [lines, setLines] = useState<string | null>(null);
  const addItem = useAddItem(list.id);
  const upload = useUploadImage(list.id);
  const updateImage = useUpdateImage(list.id);
  const removeImage = useRemoveImage(list.id);

  // A name the team used before brings back the category it was last filed under (unless the
  // view was opened for a category or one was already chosen) and the quantity it was last added
  // with (unless one is typed already).
  const changeSearch = (text: string) => {
    typed.current = text;
    setSearch(text);
  };
  const pick = (picked: string, option?: ItemOption) => {
    setName(picked);
    changeSearch(picked);
    if (option?.category && category === undefined) setCategory(option.category);
    if (option?.quantity && !quantity.trim()) setQuantity(option.quantity);
  };
  const suggestions = useQuery(queries.lists.itemOptions(list.id));
  const chips = (suggestions.data ?? []).slice(0, QUICK_PICKS);
  const parsedLines = lines === null ? [] : parseLines(lines);

  // Mounted for one opening of the view: a double click on its button adds the item once.
  const guard = useSubmitGuard();
  const submit = () => {
    if (lines !== null) {
      if (parsedLines.length === 0) {
        toast.error(t.common.error, t.lists.nameRequired);
        return;
      }
      // One add per line, through the same queued change as a single add: one list's changes are
      // sent one after another (offline too), so the items land in the order typed.
      const items = smartItems(parsedLines, suggestions.data ?? [], category);
      guard(() => {
        const sent = Promise.all(items.map((item) => addItem.mutateAsync({ ...item, images: [] })));
        onDone();
        return sent;
      });
      return;
    }
    const finalName = (name ?? typed.current).trim();
    if (!finalName) {
      toast.error(t.common.error, t.lists.nameRequired);
      return;
    }
    guard(() => {
      const sent = addItem.mutateAsync({
        name: finalName,
        category: category ?? '',
        quantity: quantity.trim() || null,
        images,
      });
      onDone();
      return sent;
    });
  };

  return (
    <section aria-label={t.lists.addItemTitle} data-testid="add-item-view">
      <Heading level={4} style={{ marginTop: 16 }}>
        {t.lists.addItemTitle}
      </Heading>
      <div>
        {lines !== null ? (
          <Field label={t.lists.linesLabel} htmlFor="item-lines">
            <TextArea
              id="item-lines"
              size="large"
              value={lines}
              onChange={setLines}
              placeholder={t.lists.linesPlaceholder}
              autoSize={{ minRows: 4, maxRows: 12 }}
              aria-describedby="item-lines-hint"
              autoFocus
            />
            <MutedText id="item-lines-hint">{t.lists.linesHint}</MutedText>
          </Field>
        ) : (
          <>
            {name === null ? (
              <PickerWithChips
                listId={list.id}
                search={search}
                chips={chips}
                onSearch={(text) => {
                  typed.current = text;
                  startTransition(() => setSearch(text));
                }}
                onPick={pick}
              />
            ) : (
              <NameField
                id="item-name"
                value={name}
                onChange={setName}
                onSubmit={submit}
                suffix={
                  <KitButton
                    type="text"
                    size="small"
                    icon={<CloseCircleFilled aria-hidden />}
                    aria-label={t.lists.changeItem}
                    onClick={() => {
                      setName(null);
                      changeSearch('');
                    }}
                  />
                }
              />
            )}
            <QuantityField
              id="item-quantity"
              value={quantity}
              onChange={setQuantity}
              onSubmit={submit}
            />
          </>
        )}
        <KitButton
          type="link"
          onClick={() => setLines((open) => (open === null ? (name ?? typed.current) : null))}
          style={{ padding: 0, marginBottom: 12, minHeight: 44 }}
        >
          {lines === null ? t.lists.severalAtOnce : t.lists.oneAtATime}
        </KitButton>
        <Field label={t.lists.categoryLabel} htmlFor="item-category">
          <CategoryPicker id="item-category" value={category} onChange={setCategory} />
        </Field>
        {lines !== null ? null : (
          <Field label={t.lists.imagesLabel}>
            <FlexBox vertical gap={8} align="flex-start">
              <ImageRows
                itemName={name ?? search}
                images={images}
                onDescription={(image, description) =>
                  updateImage.mutate(
                    { id: image.id, description },
                    {
                      onSuccess: (saved) =>
                        setImages((all) => all.map((i) => (i.id === saved.id ? saved : i))),
                    },
                  )
                }
                onRemove={(image) => {
                  setImages((all) => all.filter((i) => i.id !== image.id));
                  removeImage.mutate(image);
                }}
              />
              <AddImageButton
                onFile={async (file) => {
                  const image = await upload.mutateAsync({ file });
                  setImages((all) => [...all, image]);
                }}
              />
            </FlexBox>
          </Field>
        )}
        <KitButton
          type="primary"
          size="large"
          icon={<PlusOutlined aria-hidden />}
          block
          onClick={submit}
        >
          {lines !== null && parsedLines.length > 0
            ? t.lists.addSeveral(parsedLines.length)
            : t.lists.addToList}
        </KitButton>
      </div>
    </section>
  );
}

/**
 * The quick picks (shown while nothing is typed) and the picker. A key renders these alone: the
 * view hears of it in a transition, after the key is painted. The quick picks go in the render of
 * the first key, not the view's later one: the suggestions open below the field in that first
 * render, and the field moving up a frame later left them where the field had been.
 */
function PickerWithChips({
  listId,
  search,
  chips,
  onSearch,
  onPick,
}: {
  listId: string;
  search: string;
  chips: readonly ItemOption[];
  onSearch: (text: string) => void;
  onPick: (name: string, option?: ItemOption) => void;
}) {
  const [empty, setEmpty] = useState(search === '');
  return (
    <>
      {empty && chips.length > 0 ? (
        <FlexBox wrap gap={8} style={{ marginBottom: 12 }} data-testid="quick-picks">
          {chips.map((option) => (
            <KitButton key={option.id} onClick={() => onPick(option.name, option)}>
              {option.name}
            </KitButton>
          ))}
        </FlexBox>
      ) : null}
      <Field label={t.lists.pickerLabel} htmlFor="item-picker">
        <ItemPicker
          id="item-picker"
          listId={listId}
          search={search}
          onSearch={(text) => {
            // Renders this only when the field turns empty or stops being so.
            setEmpty(text === '');
            onSearch(text);
          }}
          onPick={onPick}
        />
      </Field>
    </>
  );
}
