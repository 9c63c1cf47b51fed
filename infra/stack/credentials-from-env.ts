/**
 * Bundled in place of @aws-sdk/credential-provider-node (see the esbuild alias in
 * ./bundling.ts). On Lambda the runtime always hands the function's role
 * credentials over in environment variables (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), so the default Node chain's other
 * providers (SSO, ini files, credential_process, web identity, container and
 * instance metadata) are never reached there; they are dead weight in every
 * bundle, about 130 KB minified. The local stack runs the sources, not the
 * bundles, and keeps the full chain; the measurement script gives bundles env
 * credentials like Lambda does.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
