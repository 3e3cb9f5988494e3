// biome-ignore-all lint/a11y/useSemanticElements: the saved message's summary is a group the focus returns to, not a form section with a legend.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartRef } from '../../cart/web';
import { Button } from '../../../shared/web/ui/button';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { EMPTY_GIFT_MESSAGE, type GiftMessage, useOrderGiftMessage, useSaveGiftMessage } from './gift-message-api';
import './gift-messages.css';

export interface GiftOptionsProps {
  /**
   * Called after a successful save or delete, once the cart queries have been read again. The basket
   * page uses it to reach checkout/cart/updatePost (spec 000 §2, §4).
   */
  onChanged?: () => void;
}

export interface ItemGiftOptionsProps extends GiftOptionsProps {
  itemId: number;
  /** The line's product name: it names the controls, so screen readers can tell the lines apart. */
  itemName: string;
  /** The line's current message: the cart item's `gift_message` (null or absent: none). */
  giftMessage?: GiftMessage | null;
}

/** Gift options for the whole order (spec 000 §3, §4): read with GET {cart}/gift-message. */
export function GiftOptions({ onChanged }: GiftOptionsProps) {
  const ref = useCartRef();
  const saved = useOrderGiftMessage(ref);
  return (
    <GiftMessageEditor
      className="gift-options gift-options-order"
      saved={saved.data}
      loading={saved.isPending && saved.fetchStatus !== 'idle'}
      loadError={saved.error}
      onChanged={onChanged}
    />
  );
}

/** Gift options for one basket line; its message comes with the cart's items. */
export function ItemGiftOptions({ itemId, itemName, giftMessage, onChanged }: ItemGiftOptionsProps) {
  return <GiftMessageEditor className="gift-options gift-options-item" itemId={itemId} itemName={itemName} saved={giftMessage ?? null} onChanged={onChanged} />;
}

interface EditorProps extends GiftOptionsProps {
  className: string;
  itemId?: number;
  itemName?: string;
  /** The stored message; null for none, undefined while it is not known yet. */
  saved: GiftMessage | null | undefined;
  loading?: boolean;
  loadError?: unknown;
}

type FocusTarget = 'form' | 'summary' | null;

function hasText(message: GiftMessage | null | undefined): message is GiftMessage {
  return Boolean(message && (message.recipient || message.sender || message.message));
}

type GiftMessageFormModule = typeof import('./gift-message-form');

let formModule: GiftMessageFormModule | undefined;
let formModuleLoad: Promise<GiftMessageFormModule> | undefined;

/**
 * The form (react-hook-form, the zod schema) is a chunk of its own, loaded the first time a shopper opens
 * a disclosure on it or presses Edit: the basket page shows a closed disclosure for every line, and most
 * shoppers never open one. It is loaded once for all of them; a failed load is forgotten, so that
 * "Try again" loads it afresh.
 */
function loadGiftMessageForm(): Promise<GiftMessageFormModule> {
  formModuleLoad ??= import('./gift-message-form').then(
    (loadedModule) => (formModule = loadedModule),
    (error: unknown) => {
      formModuleLoad = undefined;
      throw error;
    },
  );
  return formModuleLoad;
}

/** The form component once its chunk is in (undefined until then), loading it while `wanted`. */
function useGiftMessageForm(wanted: boolean) {
  const [loaded, setLoaded] = useState(formModule);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const current = loaded ?? formModule; // another editor may have loaded it already
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form module is loaded once it is wanted; its setters never change.
  useEffect(() => {
    if (!wanted || current) return;
    let live = true;
    loadGiftMessageForm().then(
      (done) => live && setLoaded(done),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [wanted, current, attempt]);
  const retry = () => {
    setError(null);
    setAttempt((count) => count + 1);
  };
  return { Form: current?.GiftMessageForm, error: current ? null : error, retry };
}

/**
 * A "Gift options" disclosure holding the form (To, From, Message; Save) or, once saved, a summary with
 * Edit and Delete; Delete is a submit with empty values (spec 000 §4), posted from here without the form.
 */
function GiftMessageEditor({ className, itemId, itemName, saved, loading = false, loadError, onChanged }: EditorProps) {
  const { t } = useTranslation();
  const save = useSaveGiftMessage(itemId);
  const panelId = useId();
  const [open, setOpen] = useState<boolean | null>(null);
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // A new key starts the form afresh (from its default values), as a reset of its fields would.
  const [formKey, setFormKey] = useState(0);
  // Once shown, the form stays mounted while the disclosure is closed, so what was typed is kept.
  const [formUsed, setFormUsed] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget>(null);

  const stored = hasText(saved) ? saved : null;
  // Closed until the shopper opens it, unless a message is already saved (its summary shows then).
  const expanded = open ?? stored !== null;
  const showForm = stored === null || editing;
  const formShown = showForm && expanded && !loading;
  if (formShown && !formUsed) setFormUsed(true);
  const { Form, error: formLoadError, retry: retryFormLoad } = useGiftMessageForm(formShown || formUsed);
  const busy = save.isPending;
  /** A control's name, ending 'for {item name}' on a basket line. */
  const named = (forOrder: string, forLine: string) => (itemName ? forLine : forOrder);

  // Focus follows the change: to the summary after a save, to the first field after Edit or Delete. The
  // message itself arrives through the parent's query, possibly a render later, and the form's code may
  // still be loading, so the move waits for its target (the form calls it again once it is in the page).
  const moveFocus = useCallback(() => {
    const target = focusNext.current === 'form' ? panelRef.current?.querySelector('input') : focusNext.current === 'summary' ? summaryRef.current : null;
    if (!target) return;
    target.focus();
    focusNext.current = null;
  }, []);
  useEffect(moveFocus);

  const afterChange = (text: string, focus: FocusTarget) => {
    focusNext.current = focus;
    setOpen(true); // stays open on the summary or, after a delete, on the empty form
    // After a delete the form comes back empty; after a save it stays as typed until the summary
    // replaces it (Edit fills it again from the saved message).
    if (focus === 'form') setFormKey((key) => key + 1);
    setEditing(false);
    setAnnouncement(text);
    onChanged?.();
  };

  const saveRecord = (record: GiftMessage | null) => {
    if (busy) return;
    save.mutate(record ?? EMPTY_GIFT_MESSAGE, {
      onSuccess: () => (record ? afterChange(t('giftMessages.saved'), 'summary') : afterChange(t('giftMessages.deleted'), 'form')),
    });
  };

  const remove = () => {
    if (busy) return;
    save.mutate(EMPTY_GIFT_MESSAGE, { onSuccess: () => afterChange(t('giftMessages.deleted'), 'form') });
  };

  // Buttons stay enabled while a call runs (a disabled button would drop the keyboard focus); a second
  // press is ignored instead.
  const edit = () => {
    if (!stored || busy) return;
    save.reset();
    setAnnouncement('');
    setFormKey((key) => key + 1);
    setEditing(true);
    focusNext.current = 'form';
  };

  const cancel = () => {
    save.reset();
    setEditing(false);
    focusNext.current = 'summary';
  };

  return (
    <section className={className} aria-busy={busy || undefined}>
      <Button
        variant="link"
        className="gift-options-toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={named(t('giftMessages.title'), t('giftMessages.titleFor', { name: itemName }))}
        onClick={() => setOpen(!expanded)}
      >
        {t('giftMessages.title')}
      </Button>
      <div id={panelId} ref={panelRef} className="gift-options-panel" hidden={!expanded}>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <ErrorMessage error={loadError} />
        <ErrorMessage error={save.error} />
        {loading ? (
          <Loading label={t('giftMessages.loading')} />
        ) : showForm ? (
          (formShown || formUsed) &&
          (Form ? (
            <Form
              key={formKey}
              itemName={itemName}
              defaultValues={editing && stored ? { recipient: stored.recipient, sender: stored.sender, message: stored.message } : EMPTY_GIFT_MESSAGE}
              busy={busy}
              onSave={saveRecord}
              onCancel={editing && stored ? cancel : undefined}
              onMounted={moveFocus}
            />
          ) : formLoadError ? (
            <div className="gift-options-load-error">
              <ErrorMessage error={formLoadError} />
              <Button variant="secondary" onClick={retryFormLoad}>
                {t('common.tryAgain')}
              </Button>
            </div>
          ) : (
            <Loading label={t('giftMessages.formLoading')} />
          ))
        ) : (
          stored && (
            <div
              className="gift-message-summary"
              ref={summaryRef}
              tabIndex={-1}
              role="group"
              aria-label={named(t('giftMessages.savedMessage'), t('giftMessages.savedMessageFor', { name: itemName }))}
            >
              <dl>
                {stored.recipient && (
                  <div>
                    <dt>{t('giftMessages.to')}</dt>
                    <dd>{stored.recipient}</dd>
                  </div>
                )}
                {stored.sender && (
                  <div>
                    <dt>{t('giftMessages.from')}</dt>
                    <dd>{stored.sender}</dd>
                  </div>
                )}
                {stored.message && (
                  <div>
                    <dt>{t('giftMessages.text')}</dt>
                    <dd className="gift-message-text">{stored.message}</dd>
                  </div>
                )}
              </dl>
              <div className="actions">
                <Button variant="secondary" onClick={edit} aria-label={named(t('giftMessages.editMessage'), t('giftMessages.editFor', { name: itemName }))}>
                  {t('giftMessages.edit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={remove}
                  aria-label={named(t('giftMessages.deleteMessage'), t('giftMessages.deleteFor', { name: itemName }))}
                  aria-busy={busy || undefined}
                >
                  {t('giftMessages.delete')}
                </Button>
              </div>
            </div>
          )
        )}
      </div>
    </section>
  );
}
