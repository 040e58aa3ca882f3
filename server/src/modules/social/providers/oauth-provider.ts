import type { OAuthNetwork } from '@questboard/contract/socials';
import type { ProviderIdentity, ProviderTokens } from './provider-http';

/** One OAuth 2 provider: where to send the browser, how to trade the code, refresh, and ask who the user is. */
export interface OAuthProvider {
  readonly network: OAuthNetwork;
  /** PKCE (S256) where the provider supports it. */
  readonly usesPkce: boolean;
  /** Scopes asked for: enough to know who the user is and to run the automatic checks (docs/api.md). */
  readonly scopes: string[];
  authorizationUrl(state: string, codeVerifier: string | null): URL;
  exchangeCode(code: string, codeVerifier: string | null): Promise<ProviderTokens>;
  /** A fresh access token; null when this provider has no refresh (reconnect instead). */
  refresh(tokens: { accessToken: string; refreshToken: string | null }): Promise<ProviderTokens | null>;
  identity(accessToken: string): Promise<ProviderIdentity>;
}
