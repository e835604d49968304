import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, startGatewayAgainst, useOwnerStack } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

const scrape = async () => {
  const response = await stack.gateway.app.inject({ method: 'GET', url: '/metrics' });
  return { response, text: response.body };
};

describe('/metrics', () => {
  it('answers the Prometheus text format without a session, with the legacy calls of one operation by area', async () => {
    await postGraphQL(
      stack.gateway.app,
      { query: 'query Shell { viewer { id dossiers { id } } }' },
      { cookie: SESSION },
    );
    const { response, text } = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(text).toContain('# TYPE gateway_upstream_duration_seconds histogram');
    expect(text).toMatch(/gateway_upstream_duration_seconds_count\{area="auth",status_class="2xx"\} 1\n/);
    expect(text).toMatch(/gateway_upstream_duration_seconds_count\{area="user",status_class="2xx"\} 1\n/);
    expect(text).toMatch(
      /gateway_upstream_duration_seconds_bucket\{le="\+Inf",area="user",status_class="2xx"\} 1\n/,
    );
    expect(text).toContain('gateway_graphql_operations_total{operation="Shell",outcome="success"} 1');
    expect(text).toContain('gateway_http_requests_total{route="/graphql",method="POST",status="200"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts errors by code and keeps unknown operation names and paths out of its labels', async () => {
    await postGraphQL(
      stack.gateway.app,
      { query: 'query Dossier_AGR001_secret { dossier(codeDossier: "INCONNU") { id } }' },
      { cookie: SESSION },
    );
    await stack.gateway.app.inject({ method: 'GET', url: '/fichiers/AGR001/inconnu-42' });
    const { text } = await scrape();
    expect(text).toMatch(/gateway_graphql_errors_total\{code="[A-Z_]+"\} 1\n/);
    expect(text).toMatch(
      /gateway_graphql_operations_total\{operation="other",outcome="(error|partial)"\} 1\n/,
    );
    expect(text).not.toContain('AGR001');
    expect(text).not.toContain('INCONNU');
    expect(text).not.toContain('inconnu-42');
    expect(text).not.toContain('proprietaire');
  });

  it('belongs to one gateway: another gateway in the same process counts apart', async () => {
    const other = await startGatewayAgainst(stack.legacy.url);
    try {
      await postGraphQL(stack.gateway.app, { query: '{ viewer { id } }' }, { cookie: SESSION });
      const { body } = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(body).not.toContain('gateway_upstream_duration_seconds_count{');
    } finally {
      await other.app.close();
    }
  });
});
