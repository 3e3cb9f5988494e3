import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Totals } from '../../../shared/web/api/types';
import { Price } from '../../../shared/web/ui/price';
import { totalsRows } from './totals-rows';

/** The totals of a basket or order, one row per segment the shopper should see, with each applied rule under the discount. */
export function TotalsTable({ totals, caption }: { totals: Totals; caption?: string }) {
  const { t } = useTranslation();
  const breakdown = totals.extension_attributes?.amrule_discount_breakdown ?? [];
  return (
    <table className="totals">
      <caption className="visually-hidden">{caption ?? t('pricing.totals.caption')}</caption>
      <tbody>
        {totalsRows(totals, t).map((row) => (
          <Fragment key={row.code}>
            <tr className={row.isGrandTotal ? 'totals-grand' : undefined} data-code={row.code}>
              <th scope="row">{row.label}</th>
              <td>{row.text ?? <Price value={row.amount ?? 0} />}</td>
            </tr>
            {(row.code === 'discount' || row.code === 'discount_incl_tax') &&
              breakdown.length > 1 &&
              breakdown.map((rule) => (
                <tr key={rule.rule_name} className="totals-breakdown" data-code="discount-rule">
                  <th scope="row">{rule.rule_name}</th>
                  <td>
                    <Price value={-Math.abs(rule.rule_amount)} />
                  </td>
                </tr>
              ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
