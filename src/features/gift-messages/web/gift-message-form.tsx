import { zodResolver } from '@hookform/resolvers/zod';
import { type KeyboardEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { type GiftMessageFormInput, type GiftMessageFormOutput, giftMessageFormSchema, giftMessageFromInput } from '../domain';
import type { GiftMessage } from './gift-message-api';
import { TextAreaField } from './text-area-field';

interface GiftMessageFormProps {
  /** The basket line's item name (the controls' names end 'for {item name}'); none for the order's message. */
  itemName?: string;
  /** The texts the form starts with (read once, when it mounts: give it a new key to start again). */
  defaultValues: GiftMessage;
  /** A save or delete is running: Save shows it (and stays enabled, so the keyboard focus stays). */
  busy: boolean;
  /** Called with the checked texts: the message to store, or null when all three are empty (a delete). */
  onSave: (record: GiftMessage | null) => void;
  /** Given while a saved message is being edited: shows Cancel. */
  onCancel?: () => void;
  /** Called once the fields are in the page, so that the editor can move the focus to them. */
  onMounted?: () => void;
}

/**
 * The gift message form (To, From, Message; Save, and Cancel while editing), checked in the browser with
 * the server's rules. It is the only part of the gift options that needs react-hook-form and the zod
 * schema, so gift-options.tsx loads it lazily, on first use.
 *
 * No <form> element: the basket page is one form (spec 000 §2) and forms cannot nest, so Enter in a
 * field is handled here (it saves the message rather than submitting the basket).
 * @public loaded by gift-options.tsx through a dynamic import.
 */
export function GiftMessageForm({ itemName, defaultValues, busy, onSave, onCancel, onMounted }: GiftMessageFormProps) {
  const { t } = useTranslation();
  const form = useForm<GiftMessageFormInput, unknown, GiftMessageFormOutput>({
    resolver: zodResolver(giftMessageFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const errors = form.formState.errors;

  useEffect(() => onMounted?.(), [onMounted]);

  const submit = form.handleSubmit((values) => onSave(giftMessageFromInput(values)));

  const onFieldKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <fieldset
      className="gift-message-form"
      aria-label={itemName ? t('giftMessages.messageFor', { name: itemName }) : t('giftMessages.message')}
      onKeyDown={onFieldKeyDown}
    >
      <legend>{t('giftMessages.message')}</legend>
      <div className="field-row">
        <TextField label={t('giftMessages.to')} autoComplete="off" error={errors.recipient?.message} {...form.register('recipient')} />
        <TextField label={t('giftMessages.from')} autoComplete="off" error={errors.sender?.message} {...form.register('sender')} />
      </div>
      <TextAreaField label={t('giftMessages.text')} rows={4} error={errors.message?.message} {...form.register('message')} />
      <div className="actions">
        <Button
          onClick={() => void submit()}
          aria-label={itemName ? t('giftMessages.saveFor', { name: itemName }) : t('giftMessages.saveMessage')}
          aria-busy={busy || undefined}
        >
          {t('giftMessages.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} aria-label={itemName ? t('giftMessages.cancelFor', { name: itemName }) : t('giftMessages.cancelEdit')}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
