import { currentSdl } from '@portal/schema/sdl';
import { describe, expect, it } from 'vitest';
import { useOwnerStack } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

describe('the published SDL', () => {
  it('is served at /graphql/schema.graphql to anyone, without a legacy call', async () => {
    const response = await stack.gateway.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(currentSdl);
    expect(response.body).toContain('rateLimit: RateLimit');
    expect(stack.legacy.calls).toHaveLength(0);
  });
});
