import { describe, expect, it } from 'vitest';
import { multipartRequest } from './multipart-request.ts';

describe('multipart request', () => {
  it('sends the operations, the map, then the files named by their position', () => {
    const file = new File(['abc'], 'devis.pdf');
    const { body, leadingBytes } = multipartRequest(
      { operationName: 'Book', variables: { input: { reason: 'Bilan', files: [null] } } },
      [{ path: 'variables.input.files.0', file, name: 'devis.pdf' }],
    );
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.files.0'] });
    expect((JSON.parse(body.get('operations') as string) as { variables: unknown }).variables).toEqual({
      input: { reason: 'Bilan', files: [null] },
    });
    expect((body.get('0') as File).name).toBe('devis.pdf');
    expect(leadingBytes).toBe((body.get('operations') as string).length + (body.get('map') as string).length);
  });
});
