/**
 * @jest-environment node
 */
import {
  calibrate,
  calibrationHolds,
  cheapestPhoneIndex,
  lowTierPhoneIndex,
  phoneProfiles,
  stressProfile,
} from '../phones';

describe('calibrating this machine to the phones', () => {
  it("slows the CPU by the machine's index over the phone's", () => {
    const {index, multipliers} = calibrate(1, [2640]);
    expect(index).toBe(2640);
    expect(multipliers['low-tier']).toBe(10);
    expect(multipliers.cheapest).toBe(12.5);
  });

  it('takes the median of the measurements, so one busy moment does not set the phone', () => {
    const {index, multipliers} = calibrate(2, [1600, 600, 1584, 1500, 2400]);
    expect(index).toBe(1584);
    expect(multipliers['low-tier']).toBe(6);
    expect(multipliers.cheapest).toBe(7.5);
  });

  it('has the cheapest phone 1.25 times slower than the low-tier preset', () => {
    expect(lowTierPhoneIndex / cheapestPhoneIndex).toBeCloseTo(1.25);
    expect(phoneProfiles.cheapest.title).toContain('211');
  });

  it('refuses to calibrate without a measurement', () => {
    expect(() => calibrate(1, [])).toThrow('no benchmark index measured');
  });

  it('gives no multiplier to profiles that are not phones, and calls a fixed one a stress test', () => {
    expect(Object.keys(calibrate(1, [1000]).multipliers).sort()).toEqual(['cheapest', 'low-tier']);
    expect(stressProfile(10).title).toBe('stress test: CPU ×10, not a phone');
  });

  it('holds a run to its calibration within a fifth either way of the index it measured itself', () => {
    expect(calibrationHolds(2000, 2000)).toBe(true);
    expect(calibrationHolds(2000, 2500)).toBe(true);
    expect(calibrationHolds(2000, 1600)).toBe(true);
    // A round calibrated on a busy moment (1,131) against runs that found the machine at 2,088.
    expect(calibrationHolds(1131, 2088)).toBe(false);
    expect(calibrationHolds(2000, 1500)).toBe(false);
  });
});
