import {
  addVocabularyValue,
  vocabularyKey,
  type NewVocabularyValue,
  type VocabularyChoice,
} from '@vn/domain';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../Field';
import { fieldInput, fieldRoot, type FieldInputVariants } from '../Field/Field.css';
import { tagInput, tagInputList, tagInputNew, tagInputRemove, tagInputTag } from './TagInput.css';
import { listBox, listOption, listPopover } from '../../theme/list-popup.css';

/** An entry of a vocabulary (tags, genres, platforms). */
export interface TagInputEntry {
  _id: string;
  value: string;
}

export interface TagInputProps<Entry extends TagInputEntry = TagInputEntry> {
  /** The entries the user may choose from. */
  vocabulary: readonly Entry[];
  /** The chosen values (controlled); leave undefined to let the input keep them. */
  value?: readonly VocabularyChoice<Entry>[];
  /** @default [] */
  defaultValue?: readonly VocabularyChoice<Entry>[];
  onChange?: (value: VocabularyChoice<Entry>[]) => void;
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** @default 'Начните вводить' */
  placeholder?: string;
  isDisabled?: boolean;
  /** @default 'md' */
  size?: FieldInputVariants['size'];
  className?: string;
}

const isNew = <Entry extends TagInputEntry>(
  choice: VocabularyChoice<Entry>,
): choice is NewVocabularyValue => 'isNew' in choice && choice.isNew === true;

const keyOf = <Entry extends TagInputEntry>(choice: VocabularyChoice<Entry>): string =>
  isNew(choice) ? `new:${vocabularyKey(choice.value)}` : choice._id;

/**
 * The tags/genres/platforms input (docs/product §5): a react-aria `ComboBox` to choose vocabulary entries
 * or type new ones (Enter), and a `TagGroup` of the chosen, removable with their button or
 * Backspace/Delete. A value equal to a chosen one (case-insensitive) is not added twice; new
 * values carry a "новый" marker.
 */
export function TagInput<Entry extends TagInputEntry = TagInputEntry>({
  vocabulary,
  value,
  defaultValue = [],
  onChange,
  label,
  'aria-label': ariaLabel,
  description,
  isInvalid,
  errorMessage,
  placeholder = 'Начните вводить',
  isDisabled,
  size,
  className,
}: TagInputProps<Entry>) {
  const [kept, setKept] = useState<readonly VocabularyChoice<Entry>[]>(defaultValue);
  const [text, setText] = useState('');
  const chosen = value ?? kept;

  const commit = (next: VocabularyChoice<Entry>[]) => {
    setText('');
    if (next.length === chosen.length) return;
    setKept(next);
    onChange?.(next);
  };
  const add = (input: string) => commit(addVocabularyValue({ chosen, vocabulary, input }));

  const chosenKeys = new Set(chosen.map((choice) => vocabularyKey(choice.value)));
  const query = vocabularyKey(text);
  // Suggestions follow what is typed; with nothing typed there are none, so the list closes after
  // each added value (react-aria would otherwise reopen it on the cleared text).
  const options =
    query === ''
      ? []
      : vocabulary.filter(
          (entry) =>
            !chosenKeys.has(vocabularyKey(entry.value)) &&
            vocabularyKey(entry.value).includes(query),
        );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on a highlighted option is the combobox's; Enter on typed text adds it.
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (vocabularyKey(text) === '') return;
    event.preventDefault();
    add(text);
  };

  const tagsLabel = typeof label === 'string' ? `${label}: выбрано` : 'Выбрано';

  return (
    <div className={clsx(tagInput, className)}>
      <ComboBox
        aria-label={ariaLabel}
        items={options}
        value={null}
        inputValue={text}
        onInputChange={setText}
        onChange={(key: Key | null) => {
          const entry = vocabulary.find((candidate) => candidate._id === key);
          if (entry) add(entry.value);
        }}
        allowsCustomValue
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        className={fieldRoot}
      >
        {label != null && <FieldLabel>{label}</FieldLabel>}
        <Input placeholder={placeholder} className={fieldInput({ size })} onKeyDown={onKeyDown} />
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className={listPopover}>
          <ListBox className={listBox}>
            {(entry: Entry) => (
              <ListBoxItem id={entry._id} textValue={entry.value} className={listOption}>
                {entry.value}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {chosen.length > 0 && (
        <TagGroup
          aria-label={ariaLabel ? `${ariaLabel}: выбрано` : tagsLabel}
          onRemove={(keys) => commit(chosen.filter((choice) => !keys.has(keyOf(choice))))}
          disabledKeys={isDisabled ? chosen.map(keyOf) : undefined}
        >
          <TagList className={tagInputList}>
            {chosen.map((choice) => (
              <Tag
                key={keyOf(choice)}
                id={keyOf(choice)}
                textValue={isNew(choice) ? `${choice.value} (новый)` : choice.value}
                className={tagInputTag({ size })}
              >
                {choice.value}
                {isNew(choice) && <span className={tagInputNew}>новый</span>}
                {!isDisabled && (
                  <Button slot="remove" className={tagInputRemove} aria-label="Удалить">
                    <X size="1em" aria-hidden />
                  </Button>
                )}
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
