import { type SQL, sql } from 'drizzle-orm';

/**
 * `grams` as a list item shows them: whole grams, or one decimal with a comma ("500 g", "2,5 g").
 */
export const gramsSql = (grams: SQL) =>
  sql`replace(trim_scale(round((${grams})::numeric, 1))::text, '.', ',') || ' g'`;

/**
 * An open item's quantity after `grams` more are added: amounts in grams are summed ("300 g" + 200
 * -> "500 g"); any other amount is kept and the grams are shown beside it ("2 kom" + 200 ->
 * "2 kom + 200 g"); no amount becomes the grams. SQL, so that the merge computes it from the row
 * its UPDATE locks and a teammate's edit of the same item committed meanwhile is kept.
 */
export const mergedQuantity = (quantity: SQL, grams: SQL) => {
  const trimmed = sql`regexp_replace(coalesce(${quantity}, ''), '^\\s+|\\s+$', '', 'g')`;
  return sql`case
    when ${trimmed} = '' then ${gramsSql(grams)}
    when ${trimmed} ~* '^\\d+([.,]\\d+)?\\s*g$'
      then ${gramsSql(sql`replace(substring(${trimmed} from '^(\\d+(?:[.,]\\d+)?)'), ',', '.')::float8 + ${grams}`)}
    else ${trimmed} || ' + ' || ${gramsSql(grams)}
  end`;
};
