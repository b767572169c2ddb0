import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { signInPaths } from '../admin-sign-in/paths';
import { stateTable } from '../admin-sign-in/stateStore';
import type { SiteConfig } from './config';
import { functionTimeout } from './formTimings';
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
 * Sign-in for the office's editor (functions/admin-sign-in/): the function that runs a GitHub App's
 * web flow for the editor, the secret holding the GitHub App's client id and secret, and the table
 * where each sign-in's state waits to be used once. The routes are added to the forms' API
 * (formFunctions.ts); only the editor's own distribution serves them, with the handshake page's own
 * policy (editorSite.ts).
 */
export class AdminSignIn extends Construct {
  readonly fn: SiteFunction;
  /** `{ "clientId": "...", "clientSecret": "..." }`, put by the owner after the first deploy (docs/deploy.md). */
  readonly githubApp: Secret;
  readonly states: Table;

  constructor(scope: Construct, id: string, props: AdminSignInProps) {
    super(scope, id);
    const { config } = props;
    // Created with an empty client id, which the function reads as "not set up yet": the stack never
    // holds the real values, and later deploys leave the owner's value alone.
    this.githubApp = new Secret(this, 'GitHubApp', {
      description: "The GitHub App the office's editor signs in with: JSON { clientId, clientSecret }",
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ clientId: '' }),
        generateStringKey: 'clientSecret',
        excludePunctuation: true,
      },
    });
    Validations.of(this.githubApp).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        "GitHub issues the GitHub App's client secret; only GitHub can make a new one (the app's settings), which the owner then puts here (docs/deploy.md). Secrets Manager cannot rotate it.",
    });

    // A state lives ten minutes; DynamoDB deletes it some time after, and the function checks the expiry itself.
    this.states = new Table(this, 'States', {
      partitionKey: { name: stateTable.partitionKey, type: AttributeType.STRING },
      timeToLiveAttribute: stateTable.timeToLive,
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.states).acknowledge({
      id: 'AwsSolutions::AwsSolutions-DDB3',
      reason: 'Sign-in states live ten minutes and are worth nothing once spent: there is nothing to recover to a point in time.',
    });

    this.fn = new SiteFunction(this, 'AdminSignIn', {
      entry: entry('../admin-sign-in/index.ts'),
      description: "Signs the office's editor in with GitHub: reads the GitHub App's secret and the origin secret, spends sign-in states",
      // GitHub's token exchange is given 5 s (signIn.ts), well inside this.
      timeout: functionTimeout,
      reservedConcurrency: props.reservedConcurrency,
      environment: {
        // Names only: the values are read at cold start.
        SIGN_IN_APP_SECRET: this.githubApp.secretArn,
        ORIGIN_SECRET: props.originSecret.secretArn,
        SIGN_IN_STATE_TABLE: this.states.tableName,
        // On the editor's own host: the page that hands over the token speaks only to that origin.
        SIGN_IN_CALLBACK_URL: `https://${config.adminDomainName}${signInPaths.callback}`,
      },
    });
    this.githubApp.grantRead(this.fn.fn);
    this.fn.allowOnTable(this.states, 'dynamodb:PutItem', 'dynamodb:DeleteItem');
    props.originSecret.grantRead(this.fn.fn);
    props.alerts.onErrors('AdminSignIn', this.fn.fn);
  }
}
