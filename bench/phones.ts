/**
 * The phones `npm run bench` emulates. A fixed CPU multiplier emulates a different phone on every
 * machine (and on one machine from hour to hour: its Lighthouse benchmark index moves by a third
 * within minutes), so the benchmark measures this machine's index and slows its CPU to the phone's:
 * multiplier = machine index ÷ phone index, as Chrome DevTools calibrates its own presets.
 */

/** Chrome DevTools' "low-tier mobile" preset: a Moto G Power 2022 (Helio G37, as in a Tecno Spark 20C). */
export const lowTierPhoneIndex = 264;

/** The cheapest phones sold in Kenya (itel A70 class, Unisoc T603) are about 1.25× slower again. */
export const cheapestPhoneIndex = lowTierPhoneIndex / 1.25;

/** The performance each profile aims for (issue targets, read from the results, never asserted). */
export type Target = {performance: number; tbt?: number};

export type PhoneProfile = {
  name: string;
  title: string;
  /** The phone's benchmark index; absent for profiles that do not slow the CPU to a phone. */
  phoneIndex?: number;
  target?: Target;
};

export const phoneProfiles: Record<string, PhoneProfile> = {
  mobile: {
    name: 'mobile',
    title: "Lighthouse's default mobile profile",
    target: {performance: 95},
  },
  'low-tier': {
    name: 'low-tier',
    title: `low-tier phone (DevTools' preset, benchmark index ${lowTierPhoneIndex})`,
    phoneIndex: lowTierPhoneIndex,
    target: {performance: 90, tbt: 300},
  },
  cheapest: {
    name: 'cheapest',
    title: `cheapest phone (itel A70 class, benchmark index ${Math.round(cheapestPhoneIndex)})`,
    phoneIndex: cheapestPhoneIndex,
    target: {performance: 80},
  },
  desktop: {name: 'desktop', title: 'desktop'},
};

/** A fixed multiplier, whatever the machine: a stress test, not a phone. */
export function stressProfile(cpuSlowdown: number): PhoneProfile {
  return {name: 'stress', title: `stress test: CPU ×${cpuSlowdown}, not a phone`};
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One calibration: the machine's index measured several times, and what each phone costs it. */
export type Calibration = {
  round: number;
  indexes: number[];
  index: number;
  /** Profile name → CPU multiplier. */
  multipliers: Record<string, number>;
};

/**
 * The multipliers that make this machine each phone, from several index measurements: their
 * median, since one measurement can be a third off when another process takes the CPU.
 */
export function calibrate(round: number, indexes: number[]): Calibration {
  if (!indexes.length) throw new Error('calibrate: no benchmark index measured');
  const index = median(indexes);
  const multipliers = Object.fromEntries(
    Object.values(phoneProfiles)
      .filter((p) => p.phoneIndex)
      .map((p) => [p.name, Math.round((index / (p.phoneIndex as number)) * 100) / 100]),
  );
  return {round, indexes, index, multipliers};
}

/**
 * Whether a run emulated the phone it was meant to: Lighthouse measures the machine's index
 * again inside each run, and a machine busier (or quieter) than at calibration by more than a
 * fifth either way emulated another phone. Such a run is measured again after a new calibration.
 */
export const calibrationTolerance = 1.25;

export function calibrationHolds(calibratedIndex: number, indexInRun: number): boolean {
  const ratio = indexInRun / calibratedIndex;
  return ratio <= calibrationTolerance && ratio >= 1 / calibrationTolerance;
}

/** Each page that misses a profile's target, by how much; empty when all meet it. */
export function missedTargets(
  pages: {label: string; stock: boolean; performance: number; tbt: number}[],
  target: Target,
): string[] {
  return pages
    .filter((p) => !p.stock)
    .filter((p) => p.performance < target.performance || (target.tbt && p.tbt > target.tbt))
    .map((p) => `${p.label} ${p.performance}${target.tbt ? ` (TBT ${Math.round(p.tbt)} ms)` : ''}`);
}
