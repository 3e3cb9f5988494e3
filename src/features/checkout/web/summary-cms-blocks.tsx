import { useTranslation } from 'react-i18next';
import { ShopHtml } from '../../cms/web';
import { useCheckoutConfig } from './checkout-config';

/** Spec 002 §2: the store's CMS consent notice in the summary (cms_block); nothing where the store has none. */
export function SummaryCmsBlocks() {
  const { t } = useTranslation();
  const consent = useCheckoutConfig().data?.cms_block;
  if (!consent) return null;
  return (
    <aside className="summary-consent-notice" aria-label={t('checkout.summary.consentNotice')}>
      <ShopHtml html={consent} />
    </aside>
  );
}
