import { HttpAccountVerificationApi } from '@more/adapters';
import { StoreFailure } from '@more/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { refusalBody } from '../session/user-matchers';
import { codeSent } from './account-matchers';

const { boolean, eachLike, regex, string } = MatchersV3;
const EMAIL = 'budi@more.test';
const PHONE = '081298765432';
const VERIFICATION_ID = '5f0c9a2e7d41b8c3e6a9f1d24b7c0e58';
const done = (message: string, data: unknown) => ({ success: boolean(true), message: string(message), data });

describe('account: POST mail/otp and POST mail/otp/{code}', () => {
  it('sends a code by mail', async () => {
    await storeApiPact()
      .addInteraction()
      .given('no code is on its way to', { channel: 'email', target: EMAIL })
      .uponReceiving('a request for an OTP by mail')
      .withRequest('POST', '/mail/otp', (request) => request.jsonBody({ email: EMAIL }))
      .willRespondWith(200, (response) => response.jsonBody(done(`Kode OTP telah dikirim ke ${EMAIL}`, codeSent(EMAIL))))
      .executeTest(async (server) => {
        expect(await new HttpAccountVerificationApi(storeApiAt(server.url)).sendEmailCode(EMAIL)).toEqual({
          sentTo: EMAIL,
          expiresAt: Date.UTC(2026, 10, 21, 3, 5),
        });
      });
  });

  it('confirms the code sent', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an OTP was sent', { channel: 'email', target: EMAIL, code: '482913' })
      .uponReceiving('the right OTP for an email address')
      .withRequest('POST', '/mail/otp/482913', (request) => request.jsonBody({ email: EMAIL }))
      .willRespondWith(200, (response) => response.jsonBody(done('Email berhasil diverifikasi', { verified: boolean(true) })))
      .executeTest(async (server) => {
        await expect(new HttpAccountVerificationApi(storeApiAt(server.url)).confirmEmailCode(EMAIL, '482913')).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong code with 422 naming otp', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an OTP was sent', { channel: 'email', target: EMAIL, code: '482913' })
      .uponReceiving('a wrong OTP for an email address')
      .withRequest('POST', '/mail/otp/111111', (request) => request.jsonBody({ email: EMAIL }))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          ...refusalBody('Kode OTP salah atau sudah kedaluwarsa'),
          errors: { otp: eachLike(string('Kode OTP salah atau sudah kedaluwarsa')) },
        }),
      )
      .executeTest(async (server) => {
        const error = await new HttpAccountVerificationApi(storeApiAt(server.url)).confirmEmailCode(EMAIL, '111111').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StoreFailure);
        expect(error).toMatchObject({
          kind: 'rejected',
          call: 'POST mail/otp/{code}',
          details: { status: 422, serverMessage: 'Kode OTP salah atau sudah kedaluwarsa' },
        });
      });
  });
});

describe('account: POST message/wa/otp and POST message/wa/otp/{code}', () => {
  it('sends a code by WhatsApp', async () => {
    await storeApiPact()
      .addInteraction()
      .given('no code is on its way to', { channel: 'whatsapp', target: PHONE })
      .uponReceiving('a request for an OTP by WhatsApp')
      .withRequest('POST', '/message/wa/otp', (request) => request.jsonBody({ phone: PHONE }))
      .willRespondWith(200, (response) => response.jsonBody(done(`Kode OTP telah dikirim ke ${PHONE}`, codeSent(PHONE))))
      .executeTest(async (server) => {
        expect((await new HttpAccountVerificationApi(storeApiAt(server.url)).sendWhatsappCode(PHONE)).sentTo).toBe(PHONE);
      });
  });

  it('holds back a code asked for again inside the resend countdown: 429 with Retry-After, which starts the store\'s countdown', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an OTP was sent', { channel: 'whatsapp', target: PHONE, code: '731205' })
      .uponReceiving('a request for another OTP by WhatsApp right after one was sent')
      .withRequest('POST', '/message/wa/otp', (request) => request.jsonBody({ phone: PHONE }))
      .willRespondWith(429, (response) =>
        response
          .headers({ 'Retry-After': regex(/^\d+$/, '60') })
          .jsonBody(refusalBody('Kode OTP baru dapat dikirim ulang dalam 60 detik')),
      )
      .executeTest(async (server) => {
        const error = await new HttpAccountVerificationApi(storeApiAt(server.url)).sendWhatsappCode(PHONE).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StoreFailure);
        expect(error).toMatchObject({ kind: 'rejected', call: 'POST message/wa/otp', details: { status: 429, retryAfterSeconds: 60 } });
      });
  });

  it('confirms the code sent, with the phone and the otp', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an OTP was sent', { channel: 'whatsapp', target: PHONE, code: '731205' })
      .uponReceiving('the right OTP for a WhatsApp number')
      .withRequest('POST', '/message/wa/otp/731205', (request) => request.jsonBody({ phone: PHONE, otp: '731205' }))
      .willRespondWith(200, (response) => response.jsonBody(done('Nomor WhatsApp berhasil diverifikasi', { verified: boolean(true) })))
      .executeTest(async (server) => {
        await expect(new HttpAccountVerificationApi(storeApiAt(server.url)).confirmWhatsappCode(PHONE, '731205')).resolves.toBeUndefined();
      });
  });
});

describe('account: GET mail/verification/{id}', () => {
  it('verifies an email address by its link', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the new customer has a pending email verification', { id: VERIFICATION_ID })
      .uponReceiving('an email verification link opened')
      .withRequest('GET', `/mail/verification/${VERIFICATION_ID}`)
      .willRespondWith(200, (response) =>
        response.jsonBody(done('Email berhasil diverifikasi', { email: string('budi@more.test'), verified: boolean(true) })),
      )
      .executeTest(async (server) => {
        await expect(new HttpAccountVerificationApi(storeApiAt(server.url)).verifyEmail(VERIFICATION_ID)).resolves.toBeUndefined();
      });
  });
});
