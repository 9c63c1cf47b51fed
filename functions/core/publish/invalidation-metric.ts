/**
 * The metric a failed invalidation counts in, as log fields in CloudWatch's
 * embedded metric format: CloudWatch turns the log line into the metric, so the
 * publisher needs no PutMetricData permission. An alarm on it tells an operator
 * that pages are live in S3 but CloudFront may serve the old copies.
 */
export const invalidationFailures = { namespace: 'Site/Publishing', name: 'InvalidationFailures' } as const;

export function invalidationFailureMetric(at = Date.now()) {
  return {
    _aws: {
      Timestamp: at,
      CloudWatchMetrics: [
        { Namespace: invalidationFailures.namespace, Dimensions: [[]], Metrics: [{ Name: invalidationFailures.name, Unit: 'Count' }] },
      ],
    },
    [invalidationFailures.name]: 1,
  };
}
