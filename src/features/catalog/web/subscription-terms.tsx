import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useMoneyFormat } from '../../../shared/web/ui/price';
import type { SubscriptionTermsView } from './product';

/**
 * What a subscription to this product means, before the basket: how often it can come, how many packs a
 * subscription basket holds (the basket refuses fewer or more), and what subscribing saves in this store.
 */
export function SubscriptionTerms({ terms, intervals }: { terms: SubscriptionTermsView; intervals: number[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const headingId = useId();
  const intervalsId = useId();
  return (
    <section className="subscription-terms" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('productPage.subscription.heading')}</h2>
      <p id={intervalsId}>{t('productPage.subscription.howOften')}</p>
      <ul aria-labelledby={intervalsId}>
        {intervals.map((months) => (
          <li key={months}>{t('subscription.label', { count: months })}</li>
        ))}
      </ul>
      <p>{t('productPage.subscription.packs', { min: terms.minPacks, max: terms.maxPacks })}</p>
      {terms.savings.length > 0 && (
        <ul aria-label={t('productPage.subscription.savings')} className="subscription-savings">
          {terms.savings.map((saving) => (
            <li key={saving.minPacks}>
              {t('productPage.subscription.saving', { min: saving.minPacks, max: saving.maxPacks, amount: formatMoney(saving.perPack, money) })}
            </li>
          ))}
        </ul>
      )}
      {terms.freeDeviceFrom !== null && <p className="subscription-free-device">{t('productPage.subscription.freeDevice', { packs: terms.freeDeviceFrom })}</p>}
    </section>
  );
}
