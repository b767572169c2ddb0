// @vitest-environment node
/** What one client is, for the newsletter's limit per client: an IPv4 address, an IPv6 network's /64. */
import { describe, expect, it } from 'vitest';
import { clientKey, clientNetwork, nextHour } from '../../functions/subscribe-newsletter/handler';

describe('clientNetwork', () => {
  it.each([
    ['an IPv4 address, whole', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address, as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, its /64', '2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1'],
    ['a compressed IPv6 address, expanded first', '2001:db8::1', '2001:db8:0:0'],
    ['leading zeros and capitals, read as the same network', '2001:0DB8:0000:0001::abcd', '2001:db8:0:1'],
    ['the loopback', '::1', '0:0:0:0'],
  ])('keeps %s', (_name, address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('gives every address of one /64 the same network, and the next /64 another', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:3::1'));
  });

  it.each(['', 'localhost', 'not an address'])('has no network for %j', (address) => {
    expect(clientNetwork(address)).toBeUndefined();
  });
});

describe('clientKey', () => {
  it('names a network without holding it, and differs by key and by network', () => {
    const key = clientKey('203.0.113.7', 'k'.repeat(48));
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain('203');
    expect(clientKey('203.0.113.7', 'k'.repeat(48))).toBe(key);
    expect(clientKey('203.0.113.8', 'k'.repeat(48))).not.toBe(key);
    expect(clientKey('203.0.113.7', 'j'.repeat(48))).not.toBe(key);
  });
});

describe('nextHour', () => {
  it('is the start of the next clock hour', () => {
    expect(new Date(nextHour(Date.parse('2026-06-01T08:00:00.000Z'))).toISOString()).toBe('2026-06-01T09:00:00.000Z');
    expect(new Date(nextHour(Date.parse('2026-06-01T08:59:59.999Z'))).toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });
});
