import { describe, expect, it } from 'vitest';
import { filePercentages, multipartRequest } from './upload.ts';

describe('multipart request', () => {
  it('sends the operations with a null for each file, the map to those places, then the files by position', () => {
    const devis = new File(['abc'], 'devis.pdf');
    const plan = new File(['defg'], 'plan.png');
    const { body, files, leadingBytes } = multipartRequest({
      operationName: 'Book',
      variables: { input: { reason: 'Bilan', files: [devis, plan] } },
    });
    expect([...body.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(body.get('map') as string)).toEqual({
      0: ['variables.input.files.0'],
      1: ['variables.input.files.1'],
    });
    expect((JSON.parse(body.get('operations') as string) as { variables: unknown }).variables).toEqual({
      input: { reason: 'Bilan', files: [null, null] },
    });
    expect((body.get('1') as File).name).toBe('plan.png');
    expect(files).toEqual([devis, plan]);
    expect(leadingBytes).toBe((body.get('operations') as string).length + (body.get('map') as string).length);
  });
});

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
