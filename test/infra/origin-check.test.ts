/**
 * Nothing reaches the API but CloudFront: every route refuses a request
 * without CloudFront's secret header (API Gateway answers a missing header
 * itself; the check runs once per value and is cached), and with a custom API
 * origin domain the public execute-api endpoint is switched off altogether.
 */
import { describe, expect, it } from 'vitest';
import { originVerifyHeader } from '../../functions/core/http/viewer-address';
import { originCheckCode } from '../../infra/stack/origin-check';
import { synthStack } from './synth';
import { json, synthesized, synthesizedOnce } from './template';

const s = synthesizedOnce();
const secret = 'x'.repeat(48);

async function check(env: Record<string, string>, headers: Record<string, string> | undefined): Promise<boolean> {
  const module = { exports: {} as { handler: (event: unknown) => Promise<{ isAuthorized: boolean }> } };
  new Function('require', 'exports', 'process', 'Buffer', originCheckCode)(require, module.exports, { env }, Buffer);
  return (await module.exports.handler({ headers })).isAuthorized;
}

const apiOrigin = (resources: ReturnType<typeof synthesized>) => {
  const config = resources.ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
  const api = (config.CacheBehaviors as Array<Record<string, any>>).find((behaviour) => behaviour.PathPattern === '/api/*')!;
  return (config.Origins as Array<Record<string, any>>).find((origin) => origin.Id === api.TargetOriginId)!;
};

describe('the origin check', () => {
  it("lets a request through only with CloudFront's exact secret", async () => {
    expect(await check({ ORIGIN_VERIFY: secret }, { [originVerifyHeader]: secret })).toBe(true);
    expect(await check({ ORIGIN_VERIFY: secret }, { [originVerifyHeader]: `${secret.slice(1)}y` })).toBe(false);
    expect(await check({ ORIGIN_VERIFY: secret }, { [originVerifyHeader]: 'short' })).toBe(false);
    expect(await check({ ORIGIN_VERIFY: secret }, {})).toBe(false);
    expect(await check({ ORIGIN_VERIFY: secret }, undefined)).toBe(false);
    // A function deployed without its secret refuses everything.
    expect(await check({}, { [originVerifyHeader]: '' })).toBe(false);
  });

  it('is the authorizer of every route, keyed on the header, cached, with the secret as a deploy-time reference', () => {
    const [authorizerId, authorizer] = s.only('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: [`$request.header.${originVerifyHeader}`],
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
    });
    expect(authorizer.Properties.AuthorizerResultTtlInSeconds).toBeGreaterThan(0);
    const routes = s.ofType('AWS::ApiGatewayV2::Route');
    expect(routes.length).toBeGreaterThan(50);
    for (const [id, route] of routes)
      expect(route.Properties, id).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });

    const fnId = s.logicalId(s.stack.api.originCheck.fn);
    const env = s.resources[fnId]!.Properties.Environment.Variables;
    expect(json(env.ORIGIN_VERIFY)).toContain('{{resolve:secretsmanager:');
    const [, permission] = s.ofType('AWS::Lambda::Permission').find(([, p]) => json(p.Properties.FunctionName).includes(fnId))!;
    expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
    expect(json(permission.Properties.SourceArn)).toContain(`/authorizers/",{"Ref":"${authorizerId}"}`);
  });

  it('keeps the execute-api endpoint (CloudFront needs it) when no API origin domain is configured', () => {
    const [, api] = s.only('AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(false);
    expect(json(apiOrigin(s).DomainName)).toContain('execute-api');
  });

  it('switches the execute-api endpoint off and sends CloudFront to the custom API origin domain when one is configured', () => {
    const custom = synthesized({
      apiDomainName: 'API-Origin.acme-it.co',
      apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abcd-1234',
    });
    const [, api] = custom.only('AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    const [domainId, domain] = custom.only('AWS::ApiGatewayV2::DomainName');
    expect(domain.Properties).toMatchObject({
      DomainName: 'api-origin.acme-it.co',
      DomainNameConfigurations: [
        expect.objectContaining({ CertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abcd-1234', EndpointType: 'REGIONAL' }),
      ],
    });
    const [, mapping] = custom.only('AWS::ApiGatewayV2::ApiMapping');
    expect(mapping.Properties.DomainName).toEqual({ Ref: domainId });
    expect(apiOrigin(custom).DomainName).toBe('api-origin.acme-it.co');
    expect(custom.template.toJSON().Outputs.ApiOriginDnsTarget.Value).toEqual({ 'Fn::GetAtt': [domainId, 'RegionalDomainName'] });
  });

  it('refuses an API origin domain without its certificate', () => {
    expect(() => synthStack({ apiDomainName: 'api-origin.acme-it.co' })).toThrow(/apiDomainName and apiCertificateArn together/);
  });
});
