import { Validations } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { signInPaths } from '../admin-sign-in/paths';
import type { SiteConfig } from './config';
import { functionTimeout } from './formFunctions';
import type { OwnerAlerts } from './ownerAlerts';
import { entry, SiteFunction } from './siteFunction';

export interface AdminSignInProps {
  config: SiteConfig;
  alerts: OwnerAlerts;
  /** The value CloudFront sends in `x-origin-verify`: like the forms, sign-in answers only through CloudFront. */
  originSecret: ISecret;
  /** Concurrency of the function: one person signs in now and then. */
  reservedConcurrency: number;
}

/**
 * Sign-in for the office's editor at /admin/ (functions/admin-sign-in/): the function that runs
 * GitHub's OAuth flow for Decap, and the secret holding the GitHub OAuth app's client id and secret.
 * The routes are added to the forms' API (formFunctions.ts); CloudFront serves them with the handshake
 * page's own policy (staticSite.ts).
 */
export class AdminSignIn extends Construct {
  readonly fn: SiteFunction;
  /** `{ "clientId": "...", "clientSecret": "..." }`, put by the owner after the first deploy (docs/deploy.md). */
  readonly oauthApp: Secret;

  constructor(scope: Construct, id: string, props: AdminSignInProps) {
    super(scope, id);
    const { config } = props;
    // Created with an empty client id, which the function reads as "not set up yet": the stack never
    // holds the real values, and later deploys leave the owner's value alone.
    this.oauthApp = new Secret(this, 'GitHubOAuthApp', {
      description: "The GitHub OAuth app the office's editor signs in with: JSON { clientId, clientSecret }",
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ clientId: '' }),
        generateStringKey: 'clientSecret',
        excludePunctuation: true,
      },
    });
    Validations.of(this.oauthApp).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        "GitHub issues the OAuth app's client secret; only GitHub can make a new one (the app's settings), which the owner then puts here (docs/deploy.md). Secrets Manager cannot rotate it.",
    });

    this.fn = new SiteFunction(this, 'AdminSignIn', {
      entry: entry('../admin-sign-in/index.ts'),
      description: "Signs the office's editor in with GitHub: reads the OAuth app's secret and the origin secret",
      // GitHub's token exchange is given 5 s (signIn.ts), well inside this.
      timeout: functionTimeout,
      reservedConcurrency: props.reservedConcurrency,
      environment: {
        // Names only: the values are read at cold start.
        SIGN_IN_APP_SECRET: this.oauthApp.secretArn,
        ORIGIN_SECRET: props.originSecret.secretArn,
        SIGN_IN_CALLBACK_URL: `https://${config.domainNames[0]}${signInPaths.callback}`,
      },
    });
    this.oauthApp.grantRead(this.fn.fn);
    props.originSecret.grantRead(this.fn.fn);
    props.alerts.onErrors('AdminSignIn', this.fn.fn);
  }
}
