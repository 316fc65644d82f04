/**
 * Numbers as Croatian readers write them: decimal comma, and thousands grouped by a (non-breaking)
 * space from five digits on ("22 250", but "1800"; Hrvatski pravopis). The one formatter every app
 * uses.
 *
 * Written out rather than through `Intl.NumberFormat`, which gives the same text (a test holds the
 * two together): the first `Intl.NumberFormat` of a page loads the locale's ICU data on the main
 * thread, a long task in every page's first render that shows a number (docs/decisions/shell.md),
 * and Intl's `hr` data groups with a full stop anyway, which reads as a decimal point to many users.
 */
const GROUP = '\u00a0';

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const carried = digits.replace(/9*$/, (nines) => '0'.repeat(nines.length));
  const at = digits.length - (digits.match(/9*$/)?.[0].length ?? 0) - 1;
  if (at < 0) return `1${carried}`;
  return `${carried.slice(0, at)}${Number(carried[at]) + 1}${carried.slice(at + 1)}`;
}

/**
 * |value| as whole and fraction digits, rounded to `digits` decimals half away from zero. Like
 * Intl (ICU), it rounds the shortest decimal that reads back as the same double (0.15 -> 0,2),
 * not the double's exact binary value, as `toFixed` does (0.15 -> 0.1).
 */
function decimalDigits(magnitude: number, digits: number): [string, string] {
  const [mantissa = '0', exponentText = '0'] = magnitude.toExponential().split('e');
  const significant = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  const whole = exponent >= 0 ? significant.slice(0, exponent + 1).padEnd(exponent + 1, '0') : '0';
  const fraction =
    exponent >= 0 ? significant.slice(exponent + 1) : '0'.repeat(-exponent - 1) + significant;
  if (fraction.length <= digits) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rounded = (fraction[digits] ?? '0') >= '5' ? increment(kept) : kept;
  const split = rounded.length - digits;
  return [rounded.slice(0, split) || '0', rounded.slice(split)];
}

/** `value` with at most `maximumFractionDigits` decimals (trailing zeros dropped): 0,6 · 22 250. */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  if (!Number.isFinite(value)) return '-';
  const [whole, fraction] = decimalDigits(Math.abs(value), maximumFractionDigits);
  const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, GROUP) : whole;
  const decimals = fraction.replace(/0+$/, '');
  // The ASCII minus matches what users type and what the summary line's operators use; like Intl,
  // a negative value keeps its sign when it rounds to zero.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
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
