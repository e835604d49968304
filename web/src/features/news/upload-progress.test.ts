import { describe, expect, it } from 'vitest';
import { filePercentages } from './upload-progress.ts';

describe('upload progress of each file', () => {
  it('stays at 0 while the operations are being sent', () => {
    expect(filePercentages(50, 100, [1000, 2000])).toEqual([0, 0]);
  });

  it('fills the files one after the other, in the order of the request', () => {
    expect(filePercentages(600, 100, [1000, 2000])).toEqual([50, 0]);
    expect(filePercentages(1600, 100, [1000, 2000])).toEqual([100, 25]);
  });

  it('reaches 100 for every file once everything is sent', () => {
    expect(filePercentages(3200, 100, [1000, 2000])).toEqual([100, 100]);
  });
});
