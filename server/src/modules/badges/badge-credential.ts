import { SignJWT } from 'jose';
import { SIGNING_ALG, type SigningKey } from './signing-keys';

/** What a credential says about one awarded badge (names in English, the credential's language). */
export interface CredentialFacts {
  awardId: string;
  /** The badge's stable id: a rule's kind, or the brand badge's id. */
  achievementKey: string;
  name: string;
  description: string;
  criteria: string;
  /** An absolute image address, when the badge shows one of its brand's uploads. */
  image: string | null;
  /** The brand that defined the badge (its creator), for a brand's own badge. */
  brand: { name: string | null; slug: string } | null;
  userId: string;
  username: string;
  awardedAt: Date;
}

export const OB3_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

/**
 * The Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential, data model 2.0) of one award. The issuer is
 * the site; a brand's badge names the brand as the achievement's creator.
 */
export function openBadgeCredential(facts: CredentialFacts, publicUrl: string) {
  const achievementId = facts.brand
    ? `${publicUrl}/brands/${facts.brand.slug}#badge-${facts.achievementKey}`
    : `${publicUrl}/badges#${facts.achievementKey.toLowerCase()}`;
  return {
    '@context': OB3_CONTEXT,
    id: `${publicUrl}/badges/${facts.awardId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: publicUrl, type: ['Profile'], name: 'Questboard', url: publicUrl },
    validFrom: facts.awardedAt.toISOString(),
    name: facts.name,
    credentialSubject: {
      id: `urn:uuid:${facts.userId}`,
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'url',
          hashed: false,
          identityHash: `${publicUrl}/users/${facts.username}`,
        },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        name: facts.name,
        description: facts.description,
        criteria: { narrative: facts.criteria },
        ...(facts.image ? { image: { id: facts.image, type: 'Image' } } : {}),
        ...(facts.brand
          ? {
              creator: {
                id: `${publicUrl}/brands/${facts.brand.slug}`,
                type: ['Profile'],
                name: facts.brand.name ?? facts.brand.slug,
              },
            }
          : {}),
      },
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/**
 * The credential as a VC-JWT (Open Badges 3.0 §8.2): a compact JWS whose payload is the credential itself with the
 * registered claims iss, nbf, jti and sub mapped from it, signed EdDSA with the issuer's key (`kid` in the header).
 * Ed25519 signatures are deterministic: the same award and key always give the same token.
 */
export function signCredential(credential: OpenBadgeCredential, key: SigningKey): Promise<string> {
  return new SignJWT({
    ...credential,
    iss: credential.issuer.id,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
    jti: credential.id,
    sub: credential.credentialSubject.id,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'JWT', kid: key.kid })
    .sign(key.privateKey);
}
