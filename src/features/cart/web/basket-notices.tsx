import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuleMessage } from '../../../shared/web/i18n/messages';
import { Message } from '../../../shared/web/ui/message';
import type { BasketData } from './basket-data';

/** Dynamic banners configured for the store, and the free-device prompt while the device is not yet free. */
export function BasketBanners({ data }: { data: BasketData }) {
  const { t } = useTranslation();
  if (data.banners.length === 0 && !data.free_device_prompt) return null;
  return (
    <div className="basket-banners">
      {data.free_device_prompt && (
        <Message kind="info">
          <strong>{t('basket.freeDevice')}</strong>
          {data.free_device_prompt}
        </Message>
      )}
      {data.banners.map((banner) => (
        <p key={banner.id} className="basket-banner">
          {banner.link ? <Link to={banner.link}>{banner.text}</Link> : banner.text}
        </p>
      ))}
    </div>
  );
}

/** The subscription quantity check's message (spec 000 §5) and what subscriptions are. */
export function SubscriptionNotice({ data }: { data: BasketData }) {
  const ruleMessage = useRuleMessage();
  const anySubscribable = data.items.some((i) => i.subscription_intervals.length > 0);
  return (
    <>
      {data.subscription_message && <Message kind="error">{data.subscription_message}</Message>}
      {data.min_limit_validation && <Message kind="error">{data.min_limit_message}</Message>}
      {data.max_limit_validation && <Message kind="error">{data.max_limit_message}</Message>}
      {anySubscribable && <p className="subscription-explanation">{ruleMessage(data.subscription_explanation)}</p>}
    </>
  );
}
