// @vitest-environment node
/** The web ACL: the per-client limits, AWS's managed rule groups counting, and WAF's log. */
import { beforeAll, describe, expect, it } from 'vitest';
import { managedRuleGroups, perClientRuleName, wafLogGroupName } from '../../../functions/infra/edgeProtection';
import { perClientBeaconRuleName } from '../../../functions/infra/visitCounts';
import { byId, only, readSiteTemplate } from './synth';

// Synthesised once per run (synth.ts), beside the other projects' tests; the wait covers a busy machine.
beforeAll(() => readSiteTemplate(), 300_000);

const acl = () => byId('AWS::WAFv2::WebACL', 'WebAcl');

describe('edge protection', () => {
  it("runs AWS's common and known-bad-inputs rule groups after the per-client limits, counting only, each with its metric", () => {
    const rules = acl()[1].Properties.Rules as { Name: string; Priority: number; Statement: unknown; OverrideAction?: unknown; Action?: unknown; VisibilityConfig: unknown }[];
    expect(rules.map((rule) => [rule.Name, rule.Priority])).toEqual([
      [perClientRuleName, 0],
      [perClientBeaconRuleName, 1],
      ['AWSManagedRulesCommonRuleSet', 2],
      ['AWSManagedRulesKnownBadInputsRuleSet', 3],
    ]);
    for (const name of managedRuleGroups) {
      const rule = rules.find((candidate) => candidate.Name === name);
      expect(rule?.Statement).toEqual({ ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } });
      expect(rule?.OverrideAction).toEqual({ Count: {} });
      expect(rule?.Action).toBeUndefined();
      expect(rule?.VisibilityConfig).toEqual({ CloudWatchMetricsEnabled: true, MetricName: name, SampledRequestsEnabled: true });
    }
  });

  it('logs what a rule blocked or counted, without query strings, to a log group kept 90 days', () => {
    const [groupId, group] = byId('AWS::Logs::LogGroup', 'WafLogs');
    expect(group.Properties).toEqual({ LogGroupName: wafLogGroupName, RetentionInDays: 90 });
    expect(wafLogGroupName.startsWith('aws-waf-logs-')).toBe(true);
    const [, config] = only('AWS::WAFv2::LoggingConfiguration');
    expect(config.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [acl()[0], 'Arn'] });
    expect(JSON.stringify(config.Properties.LogDestinationConfigs)).toContain(`log-group:",{"Ref":"${groupId}"}`);
    expect(JSON.stringify(config.Properties.LogDestinationConfigs)).not.toContain(':*');
    expect(config.Properties.RedactedFields).toEqual([{ QueryString: {} }]);
    expect(config.Properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }, { ActionCondition: { Action: 'EXCLUDED_AS_COUNT' } }],
        },
      ],
    });
    // Log delivery may write there, for this account only, before WAF starts logging.
    const [policyId, policy] = byId('AWS::Logs::ResourcePolicy', 'WafLogDelivery');
    const document = JSON.stringify(policy.Properties.PolicyDocument);
    expect(document).toContain('delivery.logs.amazonaws.com');
    expect(document).toContain('aws:SourceAccount');
    expect(config.DependsOn).toContain(policyId);
  });
});
