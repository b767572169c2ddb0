/**
 * The CloudFront side of the origin secret: the `x-origin-verify` header CloudFront adds on its way to
 * the API is a custom header of the distribution's origins, changed by updating the distribution.
 */
import type { CloudFrontClient, DistributionConfig } from '@aws-sdk/client-cloudfront';
import { GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import { originHeader } from '../secrets/origin';

const carriesHeader = (name: string | undefined) => name?.toLowerCase() === originHeader;

/** The ids of the origins that send the header, and whether each already sends `value`. */
export function originsWithHeader(config: DistributionConfig, value: string): { id: string; sendsValue: boolean }[] {
  return (config.Origins?.Items ?? []).flatMap((origin) => {
    const headers = (origin.CustomHeaders?.Items ?? []).filter((header) => carriesHeader(header.HeaderName));
    return headers.length === 0 ? [] : [{ id: origin.Id ?? '', sendsValue: headers.every((header) => header.HeaderValue === value) }];
  });
}

/** A copy of `config` whose origins that send the header send `value`; the other origins are left as they are. */
export function withHeaderValue(config: DistributionConfig, value: string): DistributionConfig {
  const copy = structuredClone(config);
  for (const origin of copy.Origins?.Items ?? []) {
    for (const header of origin.CustomHeaders?.Items ?? []) if (carriesHeader(header.HeaderName)) header.HeaderValue = value;
  }
  return copy;
}

/** The distribution's config and version, and its origins that send the header: at least one, or the setup is wrong. */
async function readConfig(client: CloudFrontClient, distributionId: string, value: string) {
  const { DistributionConfig: config, ETag } = await client.send(new GetDistributionConfigCommand({ Id: distributionId }));
  if (config === undefined || ETag === undefined) throw new Error(`Distribution ${distributionId} returned no config.`);
  const origins = originsWithHeader(config, value);
  if (origins.length === 0) throw new Error(`No origin of distribution ${distributionId} sends ${originHeader}.`);
  return { config, ETag, origins };
}

/**
 * setSecret: every origin that sends the header sends `value` from now on (edge locations take
 * minutes to follow, which is why the functions accept the previous value too). The update names the
 * config it changed (`IfMatch`), so a change made meanwhile (a deploy) is not overwritten: the config
 * is read again and the update tried once more.
 */
export async function sendOriginValue(client: CloudFrontClient, distributionId: string, value: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const { config, ETag, origins } = await readConfig(client, distributionId, value);
    // A setSecret called again after its update went through.
    if (origins.every((origin) => origin.sendsValue)) return;
    try {
      await client.send(new UpdateDistributionCommand({ Id: distributionId, IfMatch: ETag, DistributionConfig: withHeaderValue(config, value) }));
      return;
    } catch (error) {
      if (attempt > 1 || !(error instanceof Error && error.name === 'PreconditionFailed')) throw error;
    }
  }
}

/** testSecret: the distribution as it reads now sends `value` from every origin that sends the header. */
export async function checkOriginValue(client: CloudFrontClient, distributionId: string, value: string): Promise<void> {
  const { origins } = await readConfig(client, distributionId, value);
  const behind = origins.filter((origin) => !origin.sendsValue);
  if (behind.length > 0) {
    throw new Error(`Origin(s) ${behind.map((origin) => origin.id).join(', ')} of distribution ${distributionId} do not send the pending ${originHeader}.`);
  }
}
