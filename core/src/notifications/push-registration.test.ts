import { describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../account/fakes';
import { PUSH_APP_VERSION, describePushDevice } from '../account/push-device';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { FakeDeviceNotifications as FakeDevice } from './device-notifications.fake';
import { PushRegistration } from './push-registration';

const setup = (device = new FakeDevice(), loggedIn = true) => {
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryAccountApi();
  const push = new PushRegistration(api, auth, device);
  return { auth, api, device, push };
};

describe('push registration (issue 21 point 8; document 2 §7 "POST more/user/token"; §9 "app version label \'more v2\'")', () => {
  it('asks nothing until the shopper turns it on', () => {
    const { api, device, push } = setup();
    expect(push.current.status).toBe('off');
    expect(device.prompts).toBe(0);
    expect(api.calls).toEqual([]);
  });

  it('asks the permission when turned on, then registers the device once, with the login token', async () => {
    const { api, device, push } = setup();
    await push.enable();
    await push.enable();
    expect(device.prompts).toBe(1);
    expect(push.current).toEqual({ status: 'on', failure: null });
    expect(api.calls).toEqual(['registerPushDevice']);
    expect(api.devices).toEqual([{ deviceId: 'web-1', deviceName: 'Chrome 131', deviceOs: 'Android 14', firebaseToken: 'web-notification:web-1', accessToken: 'token-0' }]);
    expect(PUSH_APP_VERSION).toBe('more v2');
  });

  it('registers without a prompt where the permission was given before', async () => {
    const { api, device, push } = setup(new FakeDevice('granted'));
    await push.enable();
    expect([device.prompts, api.calls.length, push.current.status]).toEqual([0, 1, 'on']);
  });

  it('registers nothing when the shopper refuses, or the browser has no notifications', async () => {
    const refused = setup(new FakeDevice('default', 'denied'));
    await refused.push.enable();
    expect(refused.push.current.status).toBe('denied');
    await refused.push.enable();
    expect([refused.device.prompts, refused.api.calls]).toEqual([1, []]);
    const without = setup(new FakeDevice('unsupported'));
    expect(without.push.current.status).toBe('unsupported');
    await without.push.enable();
    expect(without.api.calls).toEqual([]);
  });

  it('does nothing for a guest', async () => {
    const { api, device, push } = setup(new FakeDevice(), false);
    await push.enable();
    expect([device.prompts, api.calls, push.current.status]).toEqual([0, [], 'off']);
  });

  it('says why a registration was refused, and can try again', async () => {
    const { api, push } = setup(new FakeDevice('granted'));
    api.failWith = new StoreFailure('server', 'POST more/user/token', 'Internal Server Error', { status: 500 });
    await push.enable();
    expect(push.current.status).toBe('failed');
    expect(push.current.failure?.call).toBe('POST more/user/token');
    api.failWith = null;
    await push.enable();
    expect(push.current.status).toBe('on');
  });

  it('at logout forgets the registration (the next customer registers the device again), and drops one on its way', async () => {
    const { auth, api, push } = setup(new FakeDevice('granted'));
    await push.enable();
    auth.clearUser();
    expect(push.current.status).toBe('off');
    auth.signIn('token-1', aUser());
    const again = push.enable();
    push.clearOnLogout();
    await again;
    expect(push.current.status).toBe('off');
    expect(api.calls).toHaveLength(2);
  });

  it('names the device from its user agent', () => {
    expect(
      describePushDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toEqual({ deviceName: 'Chrome 131', deviceOs: 'Android 14' });
    expect(describePushDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({
      deviceName: 'Safari 17',
      deviceOs: 'iOS 17',
    });
    expect(describePushDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({
      deviceName: 'Edge 131',
      deviceOs: 'Windows',
    });
    expect(describePushDevice('')).toEqual({ deviceName: 'Browser', deviceOs: 'Lainnya' });
  });
});
