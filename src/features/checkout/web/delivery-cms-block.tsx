import { useTranslation } from 'react-i18next';
import { ShopHtml } from '../../cms/web';

/** Spec 001 §3 delivery_cms_block: the store's note under the delivery methods; nothing where it has none. */
export function DeliveryCmsBlock({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html) return null;
  return (
    <aside className="delivery-cms-block" aria-label={t('checkout.methods.deliveryInformation')}>
      <ShopHtml html={html} />
    </aside>
  );
}
