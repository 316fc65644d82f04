import { ITEM_QUANTITY_MAX } from '@organizator/shared/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * `grams` as a list item shows them: whole grams, or one decimal with a comma ("500 g", "2,5 g").
 * An amount too small to show (a pinch scaled down to a hundredth of a serving) is "0,1 g", not a
 * "0 g" that reads as nothing to buy.
 */
export const gramsSql = (grams: SQL) =>
  sql`replace(trim_scale(greatest(round((${grams})::numeric, 1), 0.1))::text, '.', ',') || ' g'`;

/** An amount in grams as typed or merged: "300 g", "2,5g", "300 G". */
const GRAMS = '\\d+(?:[.,]\\d+)?\\s*g';
/** Another amount, then such an amount after a plus: "3 pakiranja + 10 g" (both captured). */
const AFTER_OTHER = `^(.*\\S)\\s*\\+\\s*(${GRAMS})$`;
/** The number of such an amount (a decimal comma read as a point). */
const numberOf = (text: SQL) =>
  sql`replace(substring(${text} from '^\\d+(?:[.,]\\d+)?'), ',', '.')::numeric`;

/**
 * An open item's quantity after `grams` more are added (docs/decisions/lists.md, "Merged
 * quantities"): amounts in grams are summed ("300 g" + 200 -> "500 g"), as is the grams part
 * after another amount ("3 pakiranja + 10 g" + 10 -> "3 pakiranja + 20 g"); any other amount is
 * kept and the grams shown beside it ("2 kom" + 200 -> "2 kom + 200 g"); no amount becomes the
 * grams. The result fits an item (ITEM_QUANTITY_MAX characters, so the item can be saved again as
 * it is): the grams are never cut, the other amount is shortened with an ellipsis to make room.
 * SQL, so that the merge computes it from the row its UPDATE locks and a teammate's edit of the
 * same item committed meanwhile is kept.
 */
export const mergedQuantity = (quantity: SQL, grams: SQL) => {
  const max = ITEM_QUANTITY_MAX;
  const added = sql`(${grams})::numeric`;
  return sql`(select case
      when char_length(m.whole) <= ${max}::int then m.whole
      when m.other is not null and char_length(m.tail) <= ${max - 5}::int
        then rtrim(left(m.other, ${max - 4}::int - char_length(m.tail))) || '… + ' || m.tail
      when char_length(m.tail) <= ${max}::int then m.tail
      else left(m.tail, ${max - 1}::int) || '…'
    end
    from (select p.other, p.tail, coalesce(p.other || ' + ', '') || p.tail as whole
      from (select
          case when s.t = '' or s.t ~* ${`^${GRAMS}$`} then null
            else coalesce((regexp_match(s.t, ${AFTER_OTHER}, 'i'))[1], s.t) end
            as other,
          ${gramsSql(sql`case
            when s.t ~* ${`^${GRAMS}$`} then ${numberOf(sql`s.t`)} + ${added}
            when s.t ~* ${AFTER_OTHER}
              then ${numberOf(sql`(regexp_match(s.t, ${AFTER_OTHER}, 'i'))[2]`)} + ${added}
            else ${added} end`)} as tail
        from (select regexp_replace(coalesce(${quantity}, ''), '^\\s+|\\s+$', '', 'g') as t) s) p) m)`;
};
