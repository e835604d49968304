import { describe, expect, it } from 'vitest';
import { rotationCheck, type RotationLine } from './rotation.ts';

const main = (culture: number, surface: number): RotationLine => ({ culture, surface, estDerobee: false });
const derobee = (culture: number, surface: number): RotationLine => ({ culture, surface, estDerobee: true });
const BLE = 1015;
const COLZA = 1040;
const ORGE = 1020;
const BETTERAVE = 1060;
const LUZERNE = 1080;
const PRAIRIE = 1095;

describe('rotationCheck, the annual criterion', () => {
  it.each([
    ['every crop changed', [main(BLE, 60), main(COLZA, 40)], [main(ORGE, 60), main(BETTERAVE, 40)], 1, true],
    // 60 ha of blé may have stayed: 40 of 100 ha changed at least.
    [
      'blé kept on part of the land',
      [main(BLE, 60), main(COLZA, 40)],
      [main(BLE, 70), main(ORGE, 30)],
      0.4,
      true,
    ],
    ['exactly 35 %', [main(BLE, 65), main(COLZA, 35)], [main(BLE, 65), main(ORGE, 35)], 0.35, true],
    [
      'the same crops as last year',
      [main(BLE, 65), main(COLZA, 35)],
      [main(BLE, 65), main(COLZA, 35)],
      0,
      false,
    ],
    [
      'a secondary crop on the unchanged land',
      [main(BLE, 80), main(COLZA, 20), derobee(1910, 30)],
      [main(BLE, 80), main(COLZA, 20)],
      0.3,
      false,
    ],
    [
      'a secondary crop reaching 35 %',
      [main(BLE, 80), main(COLZA, 20), derobee(1910, 40)],
      [main(BLE, 80), main(COLZA, 20)],
      0.4,
      true,
    ],
    // Luzerne and prairies are not cultivated arable land: neither year counts them.
    [
      'grassland and luzerne left out',
      [main(BLE, 50), main(COLZA, 50), main(LUZERNE, 30), main(PRAIRIE, 200)],
      [main(BLE, 50), main(ORGE, 50), main(LUZERNE, 30), main(PRAIRIE, 200)],
      0.5,
      true,
    ],
  ])('%s', (_name, year, previousYear, share, met) => {
    const check = rotationCheck(year, [previousYear]);
    expect(check.changedShare).toBeCloseTo(share, 10);
    expect(check.meetsAnnualCriterion).toBe(met);
  });

  it('cannot tell without the previous year', () => {
    expect(rotationCheck([main(BLE, 50)], [[]])).toMatchObject({
      changedShare: null,
      meetsAnnualCriterion: null,
    });
    expect(rotationCheck([main(BLE, 50)], [])).toMatchObject({ changedShare: null });
  });

  it('adds tenths of hectares exactly', () => {
    const check = rotationCheck([main(BLE, 0.1), main(BLE, 0.2), main(COLZA, 0.7)], [[main(ORGE, 1)]]);
    expect(check.arableSurface).toBe(1);
    expect(check.changedShare).toBe(1);
  });
});

describe('rotationCheck, the multi-year criterion', () => {
  it('names the main crops of all four campaigns with the least surface they held', () => {
    const check = rotationCheck(
      [main(BLE, 40), main(COLZA, 20), main(LUZERNE, 10)],
      [
        [main(BLE, 30), main(ORGE, 30), main(LUZERNE, 10)],
        [main(BLE, 45), main(COLZA, 15), main(LUZERNE, 10)],
        [main(BLE, 35.5), main(BETTERAVE, 25), main(LUZERNE, 10)],
      ],
    );
    expect(check.repeatedCrops).toEqual([{ culture: BLE, surface: 30 }]);
  });

  it('finds none when every crop skipped a campaign', () => {
    const check = rotationCheck(
      [main(BLE, 40)],
      [[main(BLE, 40)], [main(BLE, 40)], [main(COLZA, 40), derobee(BLE, 40)]],
    );
    expect(check.repeatedCrops).toEqual([]);
  });

  it('cannot tell when one of the three previous campaigns has no line', () => {
    expect(rotationCheck([main(BLE, 40)], [[main(BLE, 40)], [], [main(BLE, 40)]]).repeatedCrops).toBeNull();
    expect(rotationCheck([main(BLE, 40)], [[main(BLE, 40)], [main(BLE, 40)]]).repeatedCrops).toBeNull();
  });
});

describe('rotationCheck, the exemptions', () => {
  it.each([
    ['10 ha of arable land', [main(BLE, 6), main(COLZA, 4), main(PRAIRIE, 50)], true],
    ['10,1 ha of arable land', [main(BLE, 6.1), main(COLZA, 4)], false],
  ])('a farm with %s is exempt: %s', (_name, year, exempt) => {
    expect(rotationCheck(year, []).exemptSmallFarm).toBe(exempt);
  });
});
