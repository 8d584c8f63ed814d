/**
 * A local key pair standing in for Cloudflare Access in tests: tokens signed as Access signs
 * them (RS256, with a key id), and the public keys as the team's certs address publishes them.
 */
export const testIssuer = 'https://msingi.cloudflareaccess.com';
export const testAudience = 'b2f1c7a9e0d34f6a8c1e5d7b9a0c2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d';

export type KeyPair = {readonly kid: string; readonly pair: CryptoKeyPair};

export async function keyPair(kid: string): Promise<KeyPair> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  return {kid, pair};
}

const base64Url = (bytes: Uint8Array) =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const tokenPart = (value: unknown) =>
  base64Url(new TextEncoder().encode(JSON.stringify(value)));

/** A token for `email` valid for an hour from `seconds`, with `claims` and `header` changed. */
export async function accessToken(
  {kid, pair}: KeyPair,
  seconds: number,
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = {},
): Promise<string> {
  const signed = `${tokenPart({alg: 'RS256', kid, typ: 'JWT', ...header})}.${tokenPart({
    aud: [testAudience],
    iss: testIssuer,
    email: 'Wanjiru.Kamau@msingi.co.ke',
    iat: seconds - 30,
    nbf: seconds - 30,
    exp: seconds + 3600,
    ...claims,
  })}`;
  const signature = await crypto.subtle.sign(
    'RSASSA-PKCS1-v1_5',
    pair.privateKey,
    new TextEncoder().encode(signed),
  );
  return `${signed}.${base64Url(new Uint8Array(signature))}`;
}

/** The public keys of `keys`, as a JWK set. */
export async function keySet(...keys: KeyPair[]) {
  return {
    keys: await Promise.all(
      keys.map(async ({kid, pair}) => ({
        ...(await crypto.subtle.exportKey('jwk', pair.publicKey)),
        kid,
      })),
    ),
  };
}
