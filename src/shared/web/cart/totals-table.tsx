import type { Totals } from '../api/types';
import { Price } from '../ui/price';
import { totalsRows } from './totals-rows';

/** The totals of a basket or order, one row per segment the shopper should see. */
export function TotalsTable({ totals, caption = 'Order totals' }: { totals: Totals; caption?: string }) {
  return (
    <table className="totals">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {totalsRows(totals).map((row) => (
          <tr key={row.code} className={row.isGrandTotal ? 'totals-grand' : undefined} data-code={row.code}>
            <th scope="row">{row.label}</th>
            <td>{row.text ?? <Price value={row.amount ?? 0} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
