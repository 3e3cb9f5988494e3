import { useTranslation } from 'react-i18next';
import type { StockState } from '../domain/stock-state';

/** In stock, only N left, or out of stock: as the server counted it when the page was read. */
export function StockStatus({ stock }: { stock: StockState }) {
  const { t } = useTranslation();
  if (stock.state === 'out_of_stock') return <p className="stock-status stock-out">{t('productPage.stock.outOfStock')}</p>;
  if (stock.state === 'only_left') return <p className="stock-status stock-low">{t('productPage.stock.onlyLeft', { left: stock.left })}</p>;
  return <p className="stock-status stock-in">{t('productPage.stock.inStock')}</p>;
}
