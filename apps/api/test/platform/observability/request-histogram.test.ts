import { describe, expect, it } from 'vitest';
import { createRequestHistogram } from '../../../src/platform/observability/request-histogram.js';
import { parsePrometheusText, promtoolLint, sampleValue, samplesOf } from '../../helpers/prometheus.js';

/** docs/decisions/027: the request histogram's text, read by promtool and the official Python client's parser. */
describe('the request histogram', () => {
  it('writes cumulative buckets, +Inf, sum and count per label set, in the text format Prometheus reads', () => {
    const histogram = createRequestHistogram({
      name: 'http_request_duration_seconds',
      help: 'Requests.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.01, 0.1, 1],
    });
    for (const seconds of [0.005, 0.01, 0.05, 0.5, 3]) histogram.observe('GET', '/api/jobs/:id', '200', seconds);
    histogram.observe('POST', '/odd "route" \\ with\nline', '500', 0.2);

    const text = histogram.text();
    expect(promtoolLint(text)).toBe('');
    const families = parsePrometheusText(text);
    const get = { method: 'GET', route: '/api/jobs/:id', status_code: '200' };
    expect(samplesOf(families, 'http_request_duration_seconds_bucket', get).map((s) => [s.labels.le, s.value])).toEqual([
      ['0.01', 2],
      ['0.1', 3],
      ['1', 4],
      ['+Inf', 5],
    ]);
    expect(sampleValue(families, 'http_request_duration_seconds_count', get)).toBe(5);
    expect(sampleValue(families, 'http_request_duration_seconds_sum', get)).toBeCloseTo(3.565);
    // A label value with a quote, a backslash and a line feed comes back as it was.
    expect(sampleValue(families, 'http_request_duration_seconds_count', { route: '/odd "route" \\ with\nline' })).toBe(1);
  });
});
