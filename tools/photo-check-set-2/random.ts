/** A seeded generator (mulberry32): the same seed draws the same photo on every machine. */
export { random as seeded } from '../mrz-set/sample';

export type Random = () => number;

/** A normal draw (Box-Muller). */
export const gaussian = (random: Random) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
