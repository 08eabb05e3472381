import { dataEnvelope, socialConfigSchema } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { getSocialConfig, socialConfigOf } from './get-social-config';

const configured = { google: { clientId: 'g-123.apps' }, facebook: { appId: '987' } };

describe('the social buttons’ config', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read exactly when the contract’s schema accepts the answer', () => {
    const answers = [
      { data: configured },
      { data: { google: null, facebook: null } },
      { data: { google: { clientId: 'g' }, facebook: null } },
      { data: { google: { clientId: 12 }, facebook: null } },
      { data: { google: {}, facebook: null } },
      { data: { google: 'g-123', facebook: null } },
      { data: { google: null } },
      { data: { facebook: { appId: null }, google: null } },
      { data: null },
      { data: [configured] },
      {},
      null,
      'texto',
    ];
    const schema = dataEnvelope(socialConfigSchema);
    for (const answer of answers) {
      const parsed = schema.safeParse(answer);
      expect(socialConfigOf(answer), JSON.stringify(answer)).toEqual(
        parsed.success ? parsed.data.data : null,
      );
    }
  });

  it('keeps only the ids, and refuses an answer in another shape as an unexpected answer', async () => {
    mockApi({ 'GET /api/user/socialConfig': { data: { ...configured, extra: 'x' } } });
    await expect(getSocialConfig()).resolves.toEqual(configured);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/user/socialConfig': { data: { google: { clientId: 1 }, facebook: null } } });
    await expect(getSocialConfig()).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringMatching(/\S/),
    });
  });
});
