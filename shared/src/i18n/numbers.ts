/**
 * Numbers as Croatian readers write them: decimal comma, and thousands grouped by a (non-breaking)
 * space from five digits on ("22 250", but "1800"; Hrvatski pravopis). Intl's `hr` data groups
 * with a full stop, which reads as a decimal point to many users, so the group separator is
 * swapped. The one formatter every app uses.
 */
const formatters = new Map<number, Intl.NumberFormat>();
const GROUP = '\u00a0';

function formatter(maximumFractionDigits: number) {
  let f = formatters.get(maximumFractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('hr-HR', { maximumFractionDigits, useGrouping: 'min2' });
    formatters.set(maximumFractionDigits, f);
  }
  return f;
}

/** `value` with at most `maximumFractionDigits` decimals (trailing zeros dropped): 0,6 · 22 250. */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  if (!Number.isFinite(value)) return '-';
  return formatter(maximumFractionDigits)
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'group') return GROUP;
      // The ASCII minus matches what users type and what the summary line's operators use.
      if (part.type === 'minusSign') return '-';
      return part.value;
    })
    .join('');
}

/**
 * Typed text -> number. A decimal comma (or point) is accepted, and spaces between digit groups
 * are ignored; empty or not numeric -> NaN.
 */
export function parseNumber(text: string | number | null | undefined): number {
  if (typeof text === 'number') return text;
  const compact = (text ?? '').trim().replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '' || !/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}
