/**
 * @jest-environment node
 */
import {connectionKey} from '../connectionKey';

describe('the connection a sign-up came from', () => {
  it.each(['41.90.1.1', '0.0.0.0', '255.255.255.255', '197.248.10.20'])(
    'is a whole IPv4 address: %s',
    (address) => {
      expect(connectionKey(address)).toBe(address);
    },
  );

  it('tells neighbouring IPv4 addresses apart', () => {
    expect(connectionKey('41.90.1.1')).not.toBe(connectionKey('41.90.1.2'));
  });

  it.each([
    '2001:db8:aa:1::1',
    '2001:db8:aa:1:0:0:0:1',
    '2001:0db8:00aa:0001:0000:0000:0000:0001',
    '2001:DB8:AA:1::1',
    '2001:Db8:aA:1::ffff:ffff',
    '2001:db8:aa:1:ffff:ffff:ffff:ffff',
    '2001:db8:aa:1:1234:5678:9abc:def0',
    '2001:db8:aa:1::',
    '2001:db8:aa:1::0',
    '2001:db8:aa:1:0::1',
    '2001:db8:aa:1:1:2:3::',
    '2001:db8:aa:1::1:2:3',
    '2001:db8:aa:1::1.2.3.4',
    '2001:db8:aa:1:1:2:10.0.0.1',
    '2001:db8:aa:1::1%eth0',
    '2001:db8:aa:1::a%wlan0.1',
  ])('is the /64 of an IPv6 address, however it is spelt: %s', (address) => {
    expect(connectionKey(address)).toBe('2001:db8:aa:1::/64');
  });

  it.each([
    ['a zero group in the prefix compressed', '2001:db8::1:0:0:1', '2001:db8:0:0::/64'],
    ['the prefix compressed into the front', '::1:2:3:4:5', '0:0:0:1::/64'],
    ['only zeros', '::', '0:0:0:0::/64'],
    ['the loopback', '::1', '0:0:0:0::/64'],
    ['link-local with its zone', 'FE80::abcd:1%3', 'fe80:0:0:0::/64'],
    ['IPv4-compatible (deprecated, not mapped)', '::1.2.3.4', '0:0:0:0::/64'],
  ])('reads %s', (_, address, key) => {
    expect(connectionKey(address)).toBe(key);
  });

  it('tells neighbouring /64s apart', () => {
    const keys = ['2001:db8:aa:1::1', '2001:db8:aa:2::1', '2001:db8:ab:1::1', '2001:db9:aa:1::1'];
    expect(new Set(keys.map(connectionKey)).size).toBe(keys.length);
  });

  it.each([
    '::ffff:41.90.1.1',
    '::FFFF:41.90.1.1',
    '0:0:0:0:0:ffff:41.90.1.1',
    '0000:0000:0000:0000:0000:FFFF:295a:0101',
    '::ffff:295a:101',
    '::ffff:295A:0101',
    '::ffff:41.90.1.1%eth0',
  ])('counts an IPv4-mapped address as its IPv4 address: %s', (address) => {
    expect(connectionKey(address)).toBe('41.90.1.1');
  });

  it.each([
    '',
    'unknown',
    ' 41.90.1.1',
    '41.90.1.1 ',
    '41.90.1',
    '41.90.1.1.1',
    '41.90.1.256',
    '041.90.1.1',
    '41.90.1.1/32',
    '41.90.1.1:443',
    '41.90.1.1%eth0',
    '0x29.90.1.1',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '1:2:3:4::5:6:7:8',
    '1::2::3',
    ':::',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    ':1::2',
    '1::2:',
    '12345::1',
    'g::1',
    '2001:db8::1 ',
    '[2001:db8::1]',
    '2001:db8::1/64',
    '2001:db8::1%',
    '2001:db8::1%eth0%1',
    '2001:db8::1%eth 0',
    '::ffff:41.90.1',
    '::ffff:41.90.1.256',
    '::ffff:041.90.1.1',
    '1.2.3.4::',
    '1.2.3.4:1::',
    '::1.2.3.4:1',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1:2:3:4:5:1.2.3.4',
  ])('is none for what is not an IP address: %j', (text) => {
    expect(connectionKey(text)).toBeNull();
  });
});
