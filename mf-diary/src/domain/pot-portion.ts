import type { Pot } from '@organizator/shared/contract';

const round1 = (grams: number) => Math.round(grams * 10) / 10;

/** The shares the member may tap: half and a third of the cooked dish (never more than is left). */
export const POT_SHARES = [
  { key: 'half', divisor: 2 },
  { key: 'third', divisor: 3 },
] as const;

export const shareOf = (pot: Pot, divisor: number) =>
  round1(Math.min(pot.left, pot.cookedWeight / divisor));

/**
 * The first portion offered: the member's usual share of this dish (the average part of the pot they
 * took from earlier pots of the same recipe), else what is left divided among the team's members
 * who have not eaten from this pot yet; never more than is left.
 */
export function suggestPortion(
  pot: Pot,
  earlier: readonly Pot[],
  meId: string,
  teamSize: number,
): number {
  const shares = earlier
    .filter((other) => other.id !== pot.id && other.recipeId !== null)
    .filter((other) => other.recipeId === pot.recipeId)
    .map(
      (other) =>
        other.portions.filter((p) => p.userId === meId).reduce((sum, p) => sum + p.grams, 0) /
        other.cookedWeight,
    )
    .filter((share) => share > 0);
  if (shares.length > 0) {
    const usual = shares.reduce((sum, share) => sum + share, 0) / shares.length;
    return round1(Math.min(pot.left, usual * pot.cookedWeight));
  }
  const eaten = new Set(pot.portions.map((p) => p.userId));
  const waiting = Math.max(1, teamSize - eaten.size + (eaten.has(meId) ? 1 : 0));
  return round1(pot.left / waiting);
}

/** Grams thrown away from the pots cooked from..to (both included). */
export const thrownAwayIn = (pots: readonly Pot[], from: string, to: string) =>
  round1(
    pots
      .filter((pot) => pot.date >= from && pot.date <= to)
      .reduce((sum, pot) => sum + pot.thrownAway, 0),
  );
