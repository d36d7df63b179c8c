import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';

/*
 * The Web Push cryptography the push-service twin and the tests need, with node:crypto only:
 * VAPID key pairs and JWT checks (RFC 8292), and a phone's side of message encryption (RFC 8291):
 * its key pair and auth secret, and decrypting an aes128gcm body (RFC 8188) as a browser does.
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A P-256 key pair as Web Push writes keys: public an uncompressed point, private 32 bytes (base64url). */
export function generateP256KeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes (1 key in 256 has 31): web-push wants exactly 32.
  const raw = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - raw.length), raw]);
  return { publicKey: b64url(ecdh.getPublicKey()), privateKey: b64url(privateKey) };
}

/** A phone's subscription keys (what `PushSubscription.toJSON().keys` holds) and its private key. */
export interface PhoneKeys {
  p256dh: string;
  auth: string;
  privateKey: string;
}

export function generatePhoneKeys(): PhoneKeys {
  const pair = generateP256KeyPair();
  return { p256dh: pair.publicKey, auth: b64url(randomBytes(16)), privateKey: pair.privateKey };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: the phone decrypts a one-record aes128gcm body to the payload text. */
export function decryptPushBody(body: Buffer, keys: PhoneKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  const shared = ecdh.computeSecret(senderPublic);
  const phonePublic = Buffer.from(keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    phonePublic,
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(Buffer.from(keys.auth, 'base64url'), shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\u0001', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\u0001', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The push body is not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

/** A VAPID public key (uncompressed P-256 point) as a node KeyObject. */
function publicKeyOf(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('The VAPID key is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
}

/** The claims of a VAPID JWT whose ES256 signature verifies with `k`; undefined when it does not. */
export function verifyVapidJwt(
  jwt: string,
  k: string,
): { aud?: string; exp?: number; sub?: string } | undefined {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return undefined;
  try {
    const key = publicKeyOf(Buffer.from(k, 'base64url'));
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return undefined;
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string }).alg;
    if (alg !== 'ES256') return undefined;
    return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
  } catch {
    return undefined;
  }
}
