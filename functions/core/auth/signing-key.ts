/**
 * The JWT signing key: JWT_SECRET where it is set (local stack, tests), otherwise
 * read once per cold start from Secrets Manager (JWT_SECRET_ARN) and cached.
 */
import { clientMaxAttempts, clientTimeouts } from '../aws/endpoints';

let cached: Promise<Uint8Array> | undefined;

export function signingKey(): Promise<Uint8Array> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function load(): Promise<Uint8Array> {
  const local = process.env.JWT_SECRET;
  const secret = local ?? (await fromSecretsManager());
  if (secret.length < 32) throw new Error('The JWT signing secret must be at least 32 characters.');
  return new TextEncoder().encode(secret);
}

async function fromSecretsManager(): Promise<string> {
  const arn = process.env.JWT_SECRET_ARN;
  if (!arn) throw new Error('Set JWT_SECRET or JWT_SECRET_ARN');
  // Loaded only where the key comes from Secrets Manager, so nothing else pays for the client.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({ maxAttempts: clientMaxAttempts, requestHandler: { ...clientTimeouts } }).send(
    new GetSecretValueCommand({ SecretId: arn }),
  );
  if (!SecretString) throw new Error('The JWT secret is empty');
  return SecretString;
}

export function forgetSigningKey(): void {
  cached = undefined;
}
