/**
 * The forms' HTTP API under /api/: one stage with the site's rate limits, a limit per route, an access
 * log without bodies, and each function's routes with the reason it may be called without an account.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { CfnStage, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { signInMethods, signInPaths, signInPrefix } from '../admin-sign-in/paths';
import { linkPaths } from '../subscribe-newsletter/links';
import type { SiteConfig } from './config';
import type { SiteFunction } from './siteFunction';

/**
 * Requests per second (and burst) API Gateway lets through to each route, under the stage's limit:
 * a flood of one route (a bot signing up addresses) leaves the contact form its own share. The web
 * ACL limits each client before these (edgeProtection.ts).
 */
export const routeThrottles = {
  'POST /api/send-contact-email': { rateLimit: 5, burstLimit: 10 },
  // Asked once per message with photos, just before the message itself.
  'POST /api/photo-upload': { rateLimit: 5, burstLimit: 10 },
  'POST /api/subscribe-newsletter': { rateLimit: 2, burstLimit: 5 },
  // The editor's sign-in: a person signs in now and then; a loop of popups stops here.
  ...Object.fromEntries(
    (Object.keys(signInPaths) as (keyof typeof signInPaths)[]).map((route) => [`${signInMethods[route]} ${signInPaths[route]}`, { rateLimit: 1, burstLimit: 5 }]),
  ),
  ...Object.fromEntries(
    Object.values(linkPaths).flatMap((path) => ['GET', 'POST'].map((method) => [`${method} ${path}`, { rateLimit: 5, burstLimit: 10 }])),
  ),
} as const satisfies Record<string, { rateLimit: number; burstLimit: number }>;

/** A function and the paths (with their methods) it answers. */
export interface FormRoute {
  fn: SiteFunction;
  endpoints: readonly (readonly [path: string, methods: HttpMethod[]])[];
}

/** The API in `scope` (its logical ids follow that path), routing each path to its function. */
export function createFormApi(scope: Construct, config: SiteConfig, routes: readonly FormRoute[]): HttpApi {
  const api = new HttpApi(scope, 'Api', {
    description: 'Form functions of the site, reached through CloudFront under /api/',
    createDefaultStage: false,
  });
  const stage = new HttpStage(scope, 'ApiStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    // Requests over the limits get 429 from API Gateway and never reach (or bill) a function.
    throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
    // One line per request, without bodies: who called which route, the status and the latency.
    accessLogSettings: {
      destination: new LogGroupLogDestination(
        new LogGroup(scope, 'ApiAccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY }),
      ),
      format: AccessLogFormat.custom(
        JSON.stringify({
          requestId: '$context.requestId',
          time: '$context.requestTime',
          // CloudFront's edge, not the visitor: an HTTP API cannot log a request header. The
          // visitor's address (masked) is in the function's own log line, as `client`.
          edgeIp: '$context.identity.sourceIp',
          method: '$context.httpMethod',
          route: '$context.routeKey',
          status: '$context.status',
          latencyMs: '$context.responseLatency',
          integrationError: '$context.integrationErrorMessage',
        }),
      ),
    },
  });
  (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
    Object.entries(routeThrottles).map(([route, { rateLimit, burstLimit }]) => [
      route,
      { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
    ]),
  );

  for (const { fn, endpoints } of routes) {
    const integration = new HttpLambdaIntegration(`${fn.node.id}Integration`, fn.fn);
    for (const [path, methods] of endpoints) {
      for (const route of api.addRoutes({ path, methods, integration })) {
        // The stage's per-route settings name routes that must exist before it.
        stage.node.addDependency(route);
        Validations.of(route).acknowledge({
          id: 'AwsSolutions::AwsSolutions-APIG4',
          reason: path.startsWith(signInPrefix)
            ? "The editor's sign-in: it is what authorises, with GitHub; it answers only with a single-use state it signed and this browser's cookie (a refresh, only the editor's origin with its HttpOnly cookie), and the per-client web ACL rule, the route throttle and reserved concurrency bound abuse."
            : path.startsWith('/api/newsletter/')
            ? "A link in a subscriber's mail, opened without an account: it acts only with a valid HMAC signature, and the per-client web ACL rule, the route throttle and reserved concurrency bound abuse."
            : 'A public form anyone may send without an account. Abuse is bounded by the per-client web ACL rule, the route throttle, the reserved concurrency of the function, the 16 KB body limit and the honeypot field.',
        });
      }
    }
  }
  return api;
}
