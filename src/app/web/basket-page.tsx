import { useTranslation } from 'react-i18next';
import type { Totals } from '../../shared/web/api/types';
import { DiscountCode } from '../../features/coupons/web/discount-code';
import { type BasketBlocks, BasketPage } from '../../features/cart/web/basket-page';
import { GiftOptions, ItemGiftOptions } from '../../features/gift-messages/web/gift-options';
import { ApmReturnNotice } from '../../features/payment/web/apm-return-notice';
import { PayuReturnNotice } from '../../features/payu/web/payu-return-notice';
import { TotalsTable } from '../../features/pricing/web/totals-table';
import { ChooseGiftLink } from '../../features/promo-gifts/web/choose-gift-link';
import { ShippingEstimator } from '../../features/shipping/web/shipping-estimator';

/** Pricing's totals table, named for the basket. */
function TotalsCaptioned({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return <TotalsTable totals={totals} caption={t('basket.totalsCaption')} />;
}

/** The blocks of the features above the cart on the basket page (pricing's totals table among them). */
const blocks: BasketBlocks = {
  lineExtras: (item, onChanged) => <ItemGiftOptions itemId={item.item_id} itemName={item.product_name} giftMessage={item.gift_message} onChanged={onChanged} />,
  afterLines: (onChanged) => <GiftOptions onChanged={onChanged} />,
  estimate: ({ dataId, isVirtual, onTotals }) => <ShippingEstimator dataId={dataId} isVirtual={isVirtual} onTotals={onTotals} />,
  totals: (totals) => <TotalsCaptioned totals={totals} />,
  afterTotals: (totals) => (
    <>
      <DiscountCode totals={totals} />
      <ChooseGiftLink totals={totals} />
    </>
  ),
  notice: () => (
    <>
      <ApmReturnNotice />
      <PayuReturnNotice />
    </>
  ),
};

/** The basket page as the shop shows it: the cart's page with gift messages, delivery estimate, discount code and the free gift link. */
export function ShopBasketPage({ reload }: { reload?: () => void }) {
  return <BasketPage reload={reload} blocks={blocks} />;
}
