import { describe, expect, it } from 'vitest';
import { trustProxySchema } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told', () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse('false')).toBe(false);
  });

  it('takes proxy addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(trustProxySchema.parse('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses trusting everybody, hop counts, and what is not an address', () => {
    for (const value of [
      'true',
      '*',
      '0',
      '11',
      '10.0.0.300',
      '10.0.0.0/33',
      'nginx',
      '1.2.3.4/8/9',
    ]) {
      expect(trustProxySchema.safeParse(value).success, value).toBe(false);
    }
  });
});
