import { fileURLToPath } from 'node:url';
import { RemovalPolicy } from 'aws-cdk-lib';
import type { Duration } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnRotationSchedule } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, CfnPermission, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A function's entry module, relative to `functions/infra/`. */
export const entry = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export interface SiteFunctionProps {
  /** The module that exports `handler`. */
  entry: string;
  /** What it does, on its role: the console shows it next to the permissions. */
  description: string;
  timeout: Duration;
  /** At most this many run at once, the rest are throttled: the bill's ceiling in a flood. */
  reservedConcurrency: number;
  environment?: Record<string, string>;
  /** @default arm64 */
  architecture?: Architecture;
  /** Packages left out of the bundle, and shell steps around it (to put files beside it). */
  bundling?: { externalModules?: string[]; commandHooks?: ICommandHooks };
  /** For a function invoked asynchronously: how often Lambda tries a failed event again (default 2). */
  retryAttempts?: number;
  /** For a function invoked asynchronously: how long an event may wait for a run (default 6 hours). */
  maxEventAge?: Duration;
}

/**
 * One of the stack's functions, all built the same way: an ES module bundle for Node.js 24 on arm64,
 * its own log group kept three months, and a role that may write only to that log group until the
 * construct that owns it grants more.
 */
export class SiteFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: SiteFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
    // Instead of the default AWSLambdaBasicExecutionRole, which may write to every log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.description });
    this.logGroup.grantWrite(role);
    this.fn = new NodejsFunction(this, 'Function', {
      role,
      entry: props.entry,
      handler: 'handler',
      projectRoot,
      depsLockFilePath: `${projectRoot}package-lock.json`,
      runtime: Runtime.NODEJS_24_X,
      architecture: props.architecture ?? Architecture.ARM_64,
      memorySize: 256,
      timeout: props.timeout,
      reservedConcurrentExecutions: props.reservedConcurrency,
      ...(props.environment === undefined ? {} : { environment: props.environment }),
      ...(props.retryAttempts === undefined ? {} : { retryAttempts: props.retryAttempts }),
      ...(props.maxEventAge === undefined ? {} : { maxEventAge: props.maxEventAge }),
      logGroup: this.logGroup,
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        // The SDK version the tests ran against is bundled, rather than whatever the runtime ships.
        bundleAwsSDK: true,
        externalModules: props.bundling?.externalModules ?? [],
        ...(props.bundling?.commandHooks === undefined ? {} : { commandHooks: props.bundling.commandHooks }),
        mainFields: ['module', 'main'],
        // Some of the SDK's dependencies call require(); an ES module has none unless made.
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
  }

  /** Actions on the table itself: `Table.grant` would add every index (`/index/*`) once it has one. */
  allowOnTable(table: ITable, ...actions: string[]): void {
    this.fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [table.tableArn] }));
  }

  /**
   * `ses:SendEmail` as one identity with one configuration set, and nothing else of SES; with `raw`,
   * `ses:SendRawEmail` too, which SES's v2 API asks for a raw message (an enquiry with photos attached).
   */
  allowSending(identityArn: string, configurationSetArn: string, options: { raw?: boolean } = {}): void {
    const actions = ['ses:SendEmail', ...(options.raw ? ['ses:SendRawEmail'] : [])];
    this.fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [identityArn, configurationSetArn] }));
  }

  /**
   * Makes this the rotation function of `secret`, run every `every`. Written out rather than with
   * `Secret.addRotationSchedule`, which also grants `secretsmanager:GetRandomPassword` on every
   * resource: the rotation functions make their values with Node's crypto and need only these four
   * actions, on this one secret.
   */
  rotates(secret: ISecret, every: Duration): void {
    this.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
        resources: [secret.secretArn],
      }),
    );
    const invoke = new CfnPermission(this, 'InvokedBySecretsManager', {
      action: 'lambda:InvokeFunction',
      functionName: this.fn.functionArn,
      principal: 'secretsmanager.amazonaws.com',
      sourceArn: secret.secretArn,
    });
    const schedule = new CfnRotationSchedule(this, 'Rotation', {
      secretId: secret.secretArn,
      rotationLambdaArn: this.fn.functionArn,
      rotationRules: { scheduleExpression: `rate(${every.toDays()} days)` },
    });
    // Secrets Manager rotates at once when the schedule is made: the function, its rights and the
    // permission to call it must be there first.
    schedule.addResourceDependency(invoke);
    schedule.node.addDependency(this.fn);
  }
}
