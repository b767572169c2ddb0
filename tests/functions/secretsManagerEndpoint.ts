/**
 * Secrets Manager's GetSecretValue over HTTP, for a function bundle run in its own Node process (which
 * aws-sdk-client-mock cannot reach): the SDK goes to it through AWS_ENDPOINT_URL_SECRETS_MANAGER.
 * `secrets` maps a SecretId to its AWSCURRENT value; any other stage is ResourceNotFoundException.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function secretsManagerEndpoint(secrets: Record<string, string>) {
  const requests: { target: string; secretId: string; stage: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const input = JSON.parse(body || '{}') as { SecretId?: string; VersionStage?: string };
      const secretId = input.SecretId ?? '';
      const stage = input.VersionStage ?? 'AWSCURRENT';
      requests.push({ target: String(req.headers['x-amz-target']), secretId, stage });
      const value = secrets[secretId];
      res.setHeader('Content-Type', 'application/x-amz-json-1.1');
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue' || value === undefined || stage !== 'AWSCURRENT') {
        res.writeHead(400).end(JSON.stringify({ __type: 'ResourceNotFoundException', message: `No ${stage} version of ${secretId}` }));
        return;
      }
      res.end(JSON.stringify({ ARN: secretId, Name: secretId, SecretString: value, VersionId: 'v1', VersionStages: ['AWSCURRENT'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
