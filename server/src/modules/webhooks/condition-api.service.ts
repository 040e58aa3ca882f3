import { ERROR_CODES } from '@questboard/contract/errors';
import type { ConditionApiTest } from '@questboard/contract/webhooks';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';

import { assertOwnsBrand } from '../brands/brands.module';
import { connectedAccountsOf } from '../social/social.module';
import type { BrandApi } from './brand-api';

/** The builder's "send a test request" of a custom API condition: the owner stands in for a participant. */
export class ConditionApiService {
  constructor(
    private readonly db: Database,
    private readonly brandApi: BrandApi,
  ) {}

  async test(viewer: SignedInViewer, brandId: string, url: string): Promise<ConditionApiTest> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const refusal = this.brandApi.refusal(url);
    if (refusal) throw new AppError(400, ERROR_CODES.WEBHOOK_URL_REFUSED, refusal, {}, undefined, { url: refusal });
    const proven = viewer.user.cryptoAddressProvenAt ? viewer.user.cryptoAddress : null;
    return this.brandApi.ask(
      brandId,
      url,
      { userId: viewer.user.id, address: proven, accounts: await connectedAccountsOf(this.db, viewer.user.id) },
      { questId: null, questConditionId: null },
    );
  }
}
