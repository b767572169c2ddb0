/**
 * A response headers policy of the synthesised template read as what a browser receives: header
 * name -> value, those CloudFront sends in place of the origin's apart from those it sends only when
 * the origin sends none.
 */

export interface HeadersPolicyConfig {
  Comment?: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean; Override: boolean };
    ContentTypeOptions: { Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
    FrameOptions: { FrameOption: string; Override: boolean };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
}

export interface ServedHeaders {
  headers: Record<string, string>;
  fallbacks: Record<string, string>;
}

export function servedHeaders(config: HeadersPolicyConfig): ServedHeaders {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const all: [string, { value: string; override: boolean }][] = [
    ['Content-Security-Policy', { value: security.ContentSecurityPolicy.ContentSecurityPolicy, override: security.ContentSecurityPolicy.Override }],
    [
      'Strict-Transport-Security',
      {
        value: [`max-age=${hsts.AccessControlMaxAgeSec}`, ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []), ...(hsts.Preload ? ['preload'] : [])].join('; '),
        override: hsts.Override,
      },
    ],
    ['X-Content-Type-Options', { value: 'nosniff', override: security.ContentTypeOptions.Override }],
    ['Referrer-Policy', { value: security.ReferrerPolicy.ReferrerPolicy, override: security.ReferrerPolicy.Override }],
    ['X-Frame-Options', { value: security.FrameOptions.FrameOption, override: security.FrameOptions.Override }],
    ...(config.CustomHeadersConfig?.Items ?? []).map((item): [string, { value: string; override: boolean }] => [item.Header, { value: item.Value, override: item.Override }]),
  ];
  const pick = (override: boolean) => Object.fromEntries(all.filter(([, header]) => header.override === override).map(([name, header]) => [name, header.value]));
  return { headers: pick(true), fallbacks: pick(false) };
}
