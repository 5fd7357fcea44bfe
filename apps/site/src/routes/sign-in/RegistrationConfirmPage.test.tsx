import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistrationConfirmPage } from './RegistrationConfirmPage';
import { failure, installFakeApi, ok } from '../../test-support/fake-fetch';
import { renderPage } from './test-support/render-page';

describe('/registrationConfirm (docs/product §2.2)', () => {
  it('confirms the token once and says "Регистрация завершена."', async () => {
    const api = installFakeApi({
      'GET /api/registrationConfirm': () => ok({ confirmed: true }),
    });
    renderPage(<RegistrationConfirmPage />, '/registrationConfirm?token=abc-123');

    expect(await screen.findByText('Регистрация завершена.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    const calls = api.requestsTo('GET /api/registrationConfirm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('token')).toBe('abc-123');
  });

  it('says "Что-то пошло не так." when the API refuses the token', async () => {
    installFakeApi({
      'GET /api/registrationConfirm': () =>
        failure(400, 'Ссылка подтверждения недействительна или устарела'),
    });
    renderPage(<RegistrationConfirmPage />, '/registrationConfirm?token=used');

    expect(await screen.findByText('Что-то пошло не так.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeInTheDocument();
  });

  it('says "Что-то пошло не так." without asking the API when the link has no token', async () => {
    const api = installFakeApi();
    renderPage(<RegistrationConfirmPage />, '/registrationConfirm');

    expect(await screen.findByText('Что-то пошло не так.')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/registrationConfirm')).toEqual([]);
  });
});
