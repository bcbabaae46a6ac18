import { describe, expect, it } from 'vitest';
import { clientNetwork } from './sign-in-limits.ts';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, also when written as an IPv4-mapped IPv6 address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    const network = '2001:db8:0:12::/64';
    expect(clientNetwork('2001:db8:0:12::1')).toBe(network);
    expect(clientNetwork('2001:0DB8:0000:0012:abcd:ef01:2345:6789')).toBe(network);
    expect(clientNetwork('2001:db8::12:1:2:3:4')).toBe('2001:db8:0:12::/64');
    expect(clientNetwork('2001:db8:0:12::1%eth0')).toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
