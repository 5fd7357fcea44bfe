import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../test-support/fake-api';
import { ProjectSubmitError, submitProject } from './project-form-submit';
import { noChosenImages, noImageSafety } from './ImagesFields';

afterEach(() => vi.unstubAllGlobals());

const DRAFT_ID = '6650a1b2c3d4e5f6a7b8c9b1';
const draft = { _id: DRAFT_ID, type: 'createNovel', status: 'created', value: '{}' };
const submit = (intent: 'save' | 'review' | 'apply', section = 'rpgmaker' as const) =>
  submitProject({
    intent,
    value: { name: 'Проект', section },
    images: noChosenImages,
    safety: noImageSafety,
  });

async function failureOf(promise: Promise<unknown>): Promise<ProjectSubmitError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProjectSubmitError)) throw new Error('expected a ProjectSubmitError');
  return error;
}

describe('submitProject (docs/product §4 Novel draft, §8 Drafts)', () => {
  it('saves a draft and goes to its page', async () => {
    const api = new FakeApi().result('POST /api/drafts/novels', draft);
    api.install();
    await expect(submit('save')).resolves.toBe(`/drafts/${DRAFT_ID}`);
    expect(api.callsTo(`PUT /api/drafts/${DRAFT_ID}/status`)).toHaveLength(0);
  });

  it('"Отправить на ревью" makes the draft, then sets waitApprove', async () => {
    const api = new FakeApi()
      .result('POST /api/drafts/novels', draft)
      .result(`PUT /api/drafts/${DRAFT_ID}/status`, { status: 'waitApprove', url: null });
    api.install();
    await expect(submit('review')).resolves.toBe(`/drafts/${DRAFT_ID}`);
    expect(api.callsTo(`PUT /api/drafts/${DRAFT_ID}/status`)[0]?.body).toEqual({
      status: 'waitApprove',
    });
  });

  it('applying goes to the project under its section', async () => {
    new FakeApi()
      .result('POST /api/drafts/novels', draft)
      .result(`PUT /api/drafts/${DRAFT_ID}/status`, { status: 'applied', url: 'proekt' })
      .install();
    await expect(submit('apply')).resolves.toBe('/games/proekt');
  });

  it('says a taken url in its words and goes to the saved draft', async () => {
    new FakeApi()
      .result('POST /api/drafts/novels', draft)
      .failure(`PUT /api/drafts/${DRAFT_ID}/status`, 409, 'Has novel by url proekt')
      .install();
    const error = await failureOf(submit('apply'));
    expect(error.message).toBe('Новелла с таким url уже существует');
    expect(error.goTo).toBe(`/drafts/${DRAFT_ID}`);
  });

  it('says why a draft could not be made, and stays', async () => {
    new FakeApi().failure('POST /api/drafts/novels', 400, 'Нет названия').install();
    const error = await failureOf(submit('save'));
    expect(error.message).toBe('Не удалось создать черновик новеллы: Нет названия');
    expect(error.goTo).toBeNull();
  });
});
